import { waitFor } from '@testing-library/react';
import { TEMPLATE_ERRORS } from '@fixtures/server/routes/format-template-form';
import { TEST_CSRF_TOKEN } from '@fixtures/server/testing/backend';
import { backend } from '@test/setup';
import { formatTemplateFormApi, templateOf } from './api';
import { FormatTemplateFormStore, type FormTarget } from './FormatTemplateFormStore';

const API = '/hb/format-templates';
const listUrl = (formatId: number | null) => `/preferences/formats/settings/templates/?id=${formatId ?? ''}`;

async function started(target: FormTarget, at: string) {
  window.history.replaceState(null, '', at);
  const store = new FormatTemplateFormStore(formatTemplateFormApi(), { target, listUrl });
  const stop = store.page.start();
  await waitFor(() => expect(store.page.state).toBe('ready'));
  return { store, stop };
}

describe('FormatTemplateFormStore', () => {
  it('create: the format of ?id=, its payout schemes; A 5 required fields first, then POST and back to the list', async () => {
    const { store, stop } = await started({ kind: 'create', formatId: 1 }, '/preferences/formats/settings/templates/create/?id=1');
    expect(backend.last('GET', '/api/').query).toMatchObject({ 'api.model': 'Formats', 'api.method': 'all', 'api.args': '[]' });
    expect(backend.last('GET', '/api/core/payout-types').headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    expect(store.form.values.format_id).toBe(1);
    // Format 1's schemes only (fixtures/data/payout-types.json).
    expect(store.payoutOptions.map((p) => p.id)).toEqual([24, 16, 8]);

    await store.save();
    expect(store.form.errors).toEqual({
      name: 'Поле Название обязательно для заполнения!',
      template: 'Поле Шаблон обязательно для заполнения!',
      payout_type_id: 'Поле Схема выплат обязательно для заполнения!',
    });
    store.chooseFormat(null);
    await store.save();
    expect(store.form.errors.format_id).toBe('Поле Формат обязательно для заполнения!');
    expect(backend.all('POST', API)).toHaveLength(0);

    store.chooseFormat(2);
    store.form.set('payout_type_id', 3);
    store.chooseFormat(1); // A 4: another format drops the scheme chosen
    expect(store.form.values.payout_type_id).toBeNull();
    store.form.set('payout_type_id', 16);
    store.form.set('name', '  Новый шаблон ');
    store.form.set('template', '<div>{{title}}</div>');
    store.form.addRow('params', { key: 'title', title: 'Заголовок', type: 'string', default: 'Привет' });
    store.form.addRow('params', { key: '', title: '', type: 'string', default: '' });
    await store.save();
    expect(backend.last('POST', API).body).toEqual({
      format_id: 1,
      name: 'Новый шаблон',
      template: '<div>{{title}}</div>',
      payout_type_id: 16,
      params: [{ key: 'title', title: 'Заголовок', type: 'string', default: 'Привет' }],
    });
    expect(store.form.leavingTo).toBe(listUrl(1));
    expect(window.sessionStorage.getItem('bo-flash')).toBe('');
    stop();
  });

  it('the params: a key for a row that says anything, letters digits and _, once; int and url defaults checked', async () => {
    const { store, stop } = await started({ kind: 'create', formatId: 1 }, '/preferences/formats/settings/templates/create/?id=1');
    store.form.set('params', [
      { key: '', title: 'Без ключа', type: 'string', default: '' },
      { key: 'a-b', title: '', type: 'string', default: '' },
      { key: 'ok', title: '', type: 'int', default: '5,5' },
      { key: 'ok', title: '', type: 'url', default: 'not a link' },
      { key: 'n', title: '', type: 'int', default: ' 12 ' },
    ]);
    store.form.validate();
    expect(store.form.errors).toMatchObject({
      'params.0.key': 'Поле Ключ обязательно для заполнения!',
      'params.1.key': 'Допустимые символы ключа: "a-zA-Z0-9_"',
      'params.2.default': 'Поле должно содержать целое число!',
      'params.3.key': 'Такой ключ уже есть',
      'params.3.default': 'Поле некорректно заполнено',
    });
    expect(store.form.errors['params.4.default']).toBeUndefined();
    expect(store.form.tabErrorsText).toBe('Обнаружены ошибки на вкладках: Основное, Параметры');
    stop();
  });

  it('edit: loads the template; PUT …/{id}; a server field error stays under its field with every value kept', async () => {
    const { store, stop } = await started({ kind: 'edit', id: 3 }, '/preferences/formats/settings/templates/edit/?id=3');
    expect(store.savedName).toBe('Адаптивный баннер №3');
    expect(store.form.values).toMatchObject({ format_id: 1, payout_type_id: 24, template: '<div class="banner">{{title}}</div>' });
    expect(store.form.values.params.map((p) => p.key)).toEqual(['title', 'image', 'click_url']);

    store.form.set('payout_type_id', 3); // a scheme of format 2: refused by the server
    await store.save();
    expect(backend.last('PUT', `${API}/3`).body).toMatchObject({ format_id: 1, payout_type_id: 3 });
    expect(store.form.errors.payout_type_id).toBe(TEMPLATE_ERRORS.payoutFormat);
    expect(store.form.dirty).toBe(true);
    expect(store.form.leavingTo).toBeNull();

    store.form.set('payout_type_id', 8);
    await store.save();
    expect(store.form.leavingTo).toBe(listUrl(1));
    stop();
  });

  it('a failed load says so and can be retried', async () => {
    backend.fail('GET', `${API}/4`, { success: false, message: 'Нет доступа' });
    window.history.replaceState(null, '', '/preferences/formats/settings/templates/edit/?id=4');
    const store = new FormatTemplateFormStore(formatTemplateFormApi(), { target: { kind: 'edit', id: 4 }, listUrl });
    const stop = store.page.start();
    await waitFor(() => expect(store.page.state).toBe('failed'));
    stop();
  });

  it('issue 41: on the existing backend the edit page takes the printed template, asks no read call, and a bare save keeps what it does not know', async () => {
    backend.setModes({ strict: true });
    // A stored param type the form does not know, an unknown field: both go back as they came.
    const record = { ...backend.db.collection('format-templates', { key: 'template_id' }).get(2), zz_unknown_field: 'сохранить как есть' } as Record<string, unknown>;
    record.params = [{ key: 'title', title: 'Заголовок', type: 'zz-unknown', default: '' }];
    backend.fail('PUT', `${API}/2`, { success: true, message: '' });
    window.history.replaceState(null, '', '/preferences/formats/settings/templates/edit/?id=2');
    const store = new FormatTemplateFormStore(formatTemplateFormApi(), { target: { kind: 'edit', id: 2 }, listUrl, given: templateOf(record) });
    const stop = store.page.start();
    await waitFor(() => expect(store.page.state).toBe('ready'));
    expect(backend.all('GET', `${API}/2`)).toHaveLength(0);
    expect(store.form.values.params[0].type).toBe('zz-unknown');
    await store.save();
    const body = backend.last('PUT', `${API}/2`).body as Record<string, unknown>;
    expect(body).toMatchObject({ zz_unknown_field: 'сохранить как есть', sales_formats: record.sales_formats, params: [{ key: 'title', type: 'zz-unknown' }] });
    expect(store.form.dirty).toBe(false);
    expect(store.form.leavingTo).toBe(listUrl(1));
    stop();
  });
});
