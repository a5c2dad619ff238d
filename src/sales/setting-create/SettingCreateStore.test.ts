import { SETTING_CREATE_ERRORS } from '@fixtures/server/routes/setting-create';
import { TEST_CSRF_TOKEN } from '@fixtures/server/testing/backend';
import { backend } from '@test/setup';
import { settingCreateApi } from './api';
import { SettingCreateStore } from './SettingCreateStore';

const PAGE = '/preferences/i/settings/create';
const FIELDS = [
  { name: 'value', title: 'Значение', st_id: 2, defaultValue: '0' },
  { name: 'unit', title: 'Единица', st_id: 2, defaultValue: 'шт.' },
  { name: 'scope', st_id: 2, visible: false, defaultValue: 'global' },
  { name: 'value', title: 'Текст', st_id: 1 },
];

function made() {
  window.history.replaceState(null, '', PAGE);
  const store = new SettingCreateStore(settingCreateApi(), { types: [{ id: 1, name: 'Строка' }, { id: 2, name: 'Число' }], fields: FIELDS, listUrl: '/preferences/i/settings' });
  const stop = store.page.start();
  return { store, stop };
}

describe('SettingCreateStore', () => {
  it("shows the chosen type's visible extra fields with their defaults; another type starts from its own", () => {
    const { store, stop } = made();
    expect(store.page.state).toBe('ready');
    expect(store.extraFields).toEqual([]);
    store.chooseType(2);
    expect(store.extraFields.map((f) => f.name)).toEqual(['value', 'unit']);
    expect(store.form.values.extra).toEqual({ value: '0', unit: 'шт.', scope: 'global' });
    store.form.set('extra.value', '15');
    store.chooseType(1);
    expect(store.form.values.extra).toEqual({ value: '' });
    stop();
  });

  it('requires name and type; then POSTs the base and extra fields to the page and goes back to the list', async () => {
    const { store, stop } = made();
    await store.save();
    expect(store.form.errors).toEqual({ name: 'Поле "Название" обязательно для заполнения!', setting_type_id: 'Поле "Тип настройки" обязательно для заполнения!' });
    expect(backend.all('POST', PAGE)).toHaveLength(0);
    store.form.set('name', ' Лимит запросов ');
    store.chooseType(2);
    store.form.set('extra.value', '25');
    await store.save();
    const request = backend.last('POST', PAGE);
    expect(request.body).toEqual({ name: 'Лимит запросов', setting_type_id: 2, value: '25', unit: 'шт.', scope: 'global' });
    expect(request.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    expect(store.form.leavingTo).toBe('/preferences/i/settings');
    expect(sessionStorage.getItem('bo-flash')).toBe('');
    stop();
  });

  it('on the existing backend a bare {success: true} is a save: back to the list, nothing left unsaved (issue 41)', async () => {
    backend.setModes({ strict: true });
    const { store, stop } = made();
    store.form.set('name', 'Лимит');
    store.chooseType(1);
    await store.save();
    expect(backend.last('POST', PAGE).status).toBe(200);
    expect(store.form.leavingTo).toBe('/preferences/i/settings');
    expect(store.form.dirty).toBe(false);
    stop();
  });

  it("keeps what was typed and shows the server's field errors under their fields", async () => {
    const { store, stop } = made();
    store.form.set('name', 'Порог');
    store.chooseType(2);
    store.form.set('extra.value', 'много');
    await store.save();
    expect(store.form.errors).toEqual({ 'extra.value': SETTING_CREATE_ERRORS.value });
    expect(store.form.values.extra.value).toBe('много');
    expect(store.form.leavingTo).toBeNull();
    stop();
  });
});
