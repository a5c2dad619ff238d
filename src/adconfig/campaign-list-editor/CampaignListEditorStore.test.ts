import { waitFor } from '@testing-library/react';
import { notify } from '@core/notify';
import { answerConfirm } from '@test/dialogs';
import { backend } from '@test/setup';
import { campaignListApi } from './api';
import { CampaignListEditorStore } from './CampaignListEditorStore';
import type { CampaignListEditorProps } from './props';

const PAGE = '/campaigns/lists/edit/';
const TEMPLATES = '/campaigns/lists/templates';

async function started(id = 1, props: CampaignListEditorProps = { templatesLoadUrl: TEMPLATES, templatesSaveUrl: TEMPLATES }) {
  window.history.replaceState(null, '', `${PAGE}?id=${id}`);
  const store = new CampaignListEditorStore(campaignListApi(), props);
  store.start();
  await waitFor(() => expect(store.page.state).toBe('ready'));
  return store;
}

const domains = (store: CampaignListEditorStore) => store.rows.map((r) => r.values.domain);

describe('CampaignListEditorStore against the stand-in', () => {
  it('adds text rows under the unique rule, replaces, moves checked rows to text, saves and follows the redirect', async () => {
    const store = await started();
    expect(domains(store)).toHaveLength(6);
    store.setText('NEWS.example.ru\tдубль\nnew.example.ru;Новая\n\nnew.example.ru\tещё раз\n');
    store.add();
    expect(domains(store).slice(6)).toEqual(['new.example.ru']);
    expect(store.rows[6].values.comment).toBe('Новая');
    expect(store.text).toBe('NEWS.example.ru\tдубль\nnew.example.ru\tещё раз');
    expect(store.skipped).toBe(2);

    store.toText();
    expect(notify.toasts.at(-1)?.lines).toEqual(['Необходимо выбрать хотя бы один сайт!']);
    store.selection.toggle(store.rows[0].key);
    store.selection.toggle(store.rows[2].key);
    store.setText('');
    const before = domains(store);
    store.toText();
    expect(store.text).toBe('news.example.ru\tНовости, главная\nauto.example.ru\t');
    expect(domains(store)).toHaveLength(5);
    expect(store.moved?.count).toBe(2);
    // Undone: the rows in their places, checked again, the text as it was.
    store.undoMove();
    expect(domains(store)).toEqual(before);
    expect(store.text).toBe('');
    expect(store.selection.has(store.rows[0].key) && store.selection.has(store.rows[2].key)).toBe(true);
    store.toText();
    // Once the text changes, the move is no longer undone by a click.
    store.setText(`${store.text}\nmore.example.ru`);
    expect(store.moved).toBeNull();
    store.setText('news.example.ru\tНовости, главная\nauto.example.ru\t');

    store.form.set('name', 'Осень');
    store.form.set('isNoExport', true);
    await store.save();
    const post = backend.last('POST', '/campaigns/lists/edit');
    expect(post.query).toEqual({ id: '1' });
    expect(post.body).toEqual({ name: 'Осень', isNoExport: true, list: expect.arrayContaining([{ domain: 'new.example.ru', comment: 'Новая' }]) });
    expect((post.body as { list: unknown[] }).list).toHaveLength(5);
    // The page follows it (the view, once the unsaved guard has let go).
    expect(store.form.leavingTo).toBe(`${window.location.origin}/campaigns/lists/edit/?id=1`);

    store.setText('a.ru\nb.ru\na.ru');
    store.replace();
    expect(domains(store)).toEqual(['a.ru', 'b.ru']);
  });

  it('saves a template only with a name and a link, asks before overwriting one', async () => {
    const noLink = await started(1, { templatesLoadUrl: TEMPLATES });
    noLink.setTemplateName('x');
    await noLink.saveTemplate();
    expect(notify.toasts.at(-1)?.lines).toEqual(['Не задана ссылка сохранения']);

    const store = await started();
    await waitFor(() => expect(store.templates.map((t) => t.name)).toEqual(['Новостные площадки', 'Пустой шаблон']));
    await store.saveTemplate();
    expect(store.templateError).toBe('Необходимо указать имя');

    store.chooseTemplate(1);
    store.useTemplate();
    expect(store.text).toBe('news.example.ru\tдубль\nlenta.example.ru\tЛента');
    expect(store.templateName).toBe('Новостные площадки');
    const refused = store.saveTemplate();
    expect((await answerConfirm(false)).message).toBe('Шаблон «Новостные площадки» уже есть. Перезаписать?');
    await refused;
    expect(backend.all('POST', TEMPLATES)).toHaveLength(0);
    const saved = store.saveTemplate();
    await answerConfirm(true);
    await saved;
    expect(backend.last('POST', TEMPLATES).body).toEqual({ name: 'Новостные площадки', params: { list: expect.any(Array) } });
  });
});
