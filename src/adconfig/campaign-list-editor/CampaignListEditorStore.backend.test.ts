// Issue 41: on the existing backend (strict stand-in: the page's GET answers 404, the save answers success,
// message and redirect) the editor works from the list the page prints and never posts rows emptied for want of columns.
import { waitFor } from '@testing-library/react';
import { UNKNOWN_FIELD, UNKNOWN_FIELD_VALUE } from '@fixtures/server/core/answerModes';
import { notify } from '@core/notify';
import { backend } from '@test/setup';
import { campaignListApi, columnsOf } from './api';
import { CampaignListEditorStore } from './CampaignListEditorStore';

const PAGE = '/campaigns/lists/edit/';
const ROWS = [{ domain: 'news.example.ru', comment: 'главная' }, { domain: 'sport.example.ru', comment: '' }];

async function started(printed: Parameters<typeof campaignListApi>[1]) {
  window.history.replaceState(null, '', `${PAGE}?id=1`);
  const store = new CampaignListEditorStore(campaignListApi(undefined, printed), {});
  store.start();
  await waitFor(() => expect(store.page.state).toBe('ready'));
  return store;
}

describe('CampaignListEditorStore on the existing backend', () => {
  it('without any columns shows the rows’ own keys and saves every row whole, with the list’s unknown field', async () => {
    backend.setModes({ strict: true });
    const store = await started({ record: { name: 'Зима', isNoExport: false, list: ROWS, [UNKNOWN_FIELD]: UNKNOWN_FIELD_VALUE } });
    expect(backend.all('GET', PAGE)).toHaveLength(0);
    expect(store.columns.map((c) => c.key)).toEqual(['domain', 'comment']);
    await store.save();
    const sent = backend.last('POST', PAGE);
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ [UNKNOWN_FIELD]: UNKNOWN_FIELD_VALUE, name: 'Зима', isNoExport: false, list: ROWS });
  });

  it('columns printed without a key are no columns: the rows’ own keys show, and a typed row is split into them (issue 42)', async () => {
    backend.setModes({ strict: true });
    const store = await started({ record: { name: 'Зима', isNoExport: false, list: ROWS }, columns: columnsOf([{ title: 'Домен' }, { key: ' ', title: 'Комментарий' }]) });
    expect(store.columns.map((c) => c.key)).toEqual(['domain', 'comment']);
    store.setText('new.example.ru\tновый');
    store.add();
    await store.save();
    expect((backend.last('POST', PAGE).body as { list: unknown }).list).toEqual([...ROWS, { domain: 'new.example.ru', comment: 'новый' }]);
  });

  it('keeps a row’s values outside the template’s columns', async () => {
    backend.setModes({ strict: true });
    const store = await started({ record: { name: 'Зима', isNoExport: true, list: ROWS }, columns: [{ key: 'domain', title: 'Домен', unique: true }] });
    await store.save();
    expect((backend.last('POST', PAGE).body as { list: unknown }).list).toEqual(ROWS);
  });

  it('saves a row as it came: its own `id`, numbers, nulls and nested values, whatever the columns', async () => {
    backend.setModes({ strict: true });
    const rows = [
      { id: 17, domain: 'news.example.ru', weight: 2.5, comment: null, active: true, tags: ['a', 'b'] },
      { id: '18', domain: 'sport.example.ru', extra: { since: '2026-01-01' } },
    ];
    const store = await started({ record: { name: 'Зима', isNoExport: false, list: rows }, columns: [{ key: 'domain', title: 'Домен', unique: true }] });
    // The table shows the rows' values (a row's own id is a value, never replaced by the table's key).
    expect(store.rows.map((r) => r.values)).toEqual([{ id: '17', domain: 'news.example.ru', weight: '2.5' }, { id: '18', domain: 'sport.example.ru' }]);
    store.setText('new.example.ru');
    store.add();
    await store.save();
    expect((backend.last('POST', PAGE).body as { list: unknown }).list).toEqual([...rows, { domain: 'new.example.ru' }]);
  });

  it('with no columns and no rows, text is not turned into empty rows: it stays, and the operator is told', async () => {
    backend.setModes({ strict: true });
    const store = await started({ record: { name: 'Пустой', isNoExport: false, list: [] } });
    store.setText('news.example.ru\tглавная');
    store.add();
    store.replace();
    expect(store.rows).toEqual([]);
    expect(store.text).toBe('news.example.ru\tглавная');
    expect(notify.toasts.at(-1)?.lines).toEqual(['Колонки списка не заданы: строки из текста не во что разложить. Текст остался как был.']);
    await store.save();
    expect((backend.last('POST', PAGE).body as { list: unknown }).list).toEqual([]);
  });
});
