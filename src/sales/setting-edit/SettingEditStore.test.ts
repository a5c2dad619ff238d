import { waitFor } from '@testing-library/react';
import { SETTING_EDIT_ERRORS } from '@fixtures/server/routes/setting-edit';
import { TEST_CSRF_TOKEN } from '@fixtures/server/testing/backend';
import { UNKNOWN_FIELD, UNKNOWN_FIELD_VALUE } from '@fixtures/server/core/answerModes';
import { notify } from '@core/notify';
import { backend } from '@test/setup';
import { settingEditApi, type SettingPage } from './api';
import { SettingEditStore } from './SettingEditStore';

const PAGE = '/preferences/i/settings/1';
const ROLES = [{ id: 1, name: 'Администратор' }, { id: 2, name: 'Менеджер' }, { id: 3, name: 'Аналитик' }];
const SUBGROUPS = [{ id: 11, name: 'Отчёты' }, { id: 12, name: 'Финансы' }, { id: 13, name: 'Модерация' }, { id: 14, name: 'Медиапланы' }];
const TYPES = [{ id: 1, name: 'Строка' }, { id: 2, name: 'Число' }];
const FIELDS = [
  { name: 'value', title: 'Значение', st_id: 2, defaultValue: '0' },
  { name: 'unit', title: 'Единица', st_id: 2, defaultValue: 'шт.' },
  { name: 'scope', st_id: 2, visible: false, defaultValue: 'global' },
  { name: 'value', title: 'Текст', st_id: 1 },
];

async function started(given: SettingPage | null = null, at = PAGE) {
  window.history.replaceState(null, '', at);
  const store = new SettingEditStore(settingEditApi(), { types: TYPES, fields: FIELDS, roles: ROLES, subgroups: SUBGROUPS, given });
  const stop = store.page.start();
  await waitFor(() => expect(store.page.state).toBe('ready'));
  return { store, stop };
}

describe('SettingEditStore: the setting', () => {
  it('shows the setting the page printed (name, type, its extra part) and saves it by PUT {page}, every field it came with kept', async () => {
    backend.setModes({ strict: true });
    const setting = { setting_id: 1, name: 'Лимит показов', setting_type_id: 2, value: 10, scope: 'site', [UNKNOWN_FIELD]: UNKNOWN_FIELD_VALUE };
    const { store, stop } = await started({ setting, group: { setting_group_id: 5, name: 'Доступ', subgroups: [{ group_id: 12, role_id: 2, sort: 1 }] } });
    expect(backend.all('GET', PAGE)).toHaveLength(0);
    expect(store.hasSetting).toBe(true);
    expect(store.heading).toBe('Лимит показов');
    expect(store.form.values).toEqual({ name: 'Лимит показов', setting_type_id: 2, extra: { value: '10', unit: 'шт.', scope: 'site' } });
    expect(store.extraFields.map((f) => f.name)).toEqual(['value', 'unit']);
    expect(store.form.dirty).toBe(false);

    store.form.set('name', '  Лимит показов в сутки ');
    store.form.set('extra.value', '15');
    store.matrix.toggle(13, 1);
    await store.save();
    const sent = backend.last('PUT', PAGE);
    expect(sent.status).toBe(200);
    expect(sent.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    expect(sent.body).toEqual({
      setting_id: 1,
      [UNKNOWN_FIELD]: UNKNOWN_FIELD_VALUE,
      name: 'Лимит показов в сутки',
      setting_type_id: 2,
      value: '15',
      unit: 'шт.',
      scope: 'site',
      subgroups: [{ group_id: 12, role_id: 2, sort: 1 }, { group_id: 13, role_id: 1, sort: 3 }],
    });
    // A bare {success: true} is a save: nothing left unsaved, the heading the name saved.
    expect(store.form.dirty).toBe(false);
    expect(store.heading).toBe('Лимит показов в сутки');
    expect(notify.toasts.at(-1)).toMatchObject({ variant: 'success', lines: ['Успешно сохранено!'] });
    stop();
  });

  it('another type starts its extra part from its defaults; the base part is required; a refused extra field keeps its message and every value', async () => {
    const { store, stop } = await started({ setting: { setting_id: 1, name: 'Лимит', setting_type_id: 1, value: 'abc' }, group: null });
    expect(store.form.values.extra).toEqual({ value: 'abc' });
    store.chooseType(2);
    expect(store.form.values.extra).toEqual({ value: '0', unit: 'шт.', scope: 'global' });
    store.form.set('name', ' ');
    await store.save();
    expect(store.form.errors).toEqual({ name: 'Поле "Название" обязательно для заполнения!' });
    expect(backend.all('PUT', PAGE)).toHaveLength(0);

    store.form.set('name', 'Лимит');
    store.form.set('extra.value', 'много');
    await store.save();
    expect(store.form.errors).toEqual({ 'extra.value': SETTING_EDIT_ERRORS.value });
    expect(store.form.values).toMatchObject({ name: 'Лимит', setting_type_id: 2, extra: { value: 'много' } });
    expect(store.form.dirty).toBe(true);
    // No group: no matrix, no subgroups sent.
    expect(backend.last('PUT', PAGE).body).not.toHaveProperty('subgroups');
    stop();
  });

  it('with nothing printed, GET {page} (ours) reads the setting and its group', async () => {
    const { store, stop } = await started();
    expect(backend.last('GET', PAGE).headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(store.form.values).toMatchObject({ name: 'Лимит показов на пользователя №1', setting_type_id: 2, extra: { value: '10' } });
    expect(store.matrix.group?.name).toBe('Доступ к разделам');
    stop();
  });
});

describe('SettingEditStore: the subgroup matrix', () => {
  it("the group's subgroups first by their sort, then the others; its links checked", async () => {
    const { store, stop } = await started();
    const { matrix } = store;
    expect(matrix.rows.map((r) => r.name)).toEqual(['Финансы', 'Отчёты', 'Медиапланы', 'Модерация']);
    expect(matrix.isChecked(12, 2)).toBe(true);
    expect(matrix.isChecked(11, 2)).toBe(false);
    expect(store.form.dirty).toBe(false);
    stop();
  });

  it('toggles all of a row and of a column each way; moves a row; saves one link per checked cell with its row place', async () => {
    const { store, stop } = await started();
    const { matrix } = store;
    matrix.toggleRow(13);
    expect(ROLES.every((r) => matrix.isChecked(13, r.id))).toBe(true);
    expect(matrix.rowAll(13)).toBe(true);
    matrix.toggleRow(13);
    expect(ROLES.some((r) => matrix.isChecked(13, r.id))).toBe(false);
    matrix.toggleColumn(3);
    expect(matrix.columnAll(3)).toBe(true);
    matrix.toggleColumn(3);
    expect(matrix.order.some((g) => matrix.isChecked(g, 3))).toBe(false);
    matrix.toggle(14, 1);
    matrix.move(14, 12); // Медиапланы to the top
    expect(matrix.rows.map((r) => r.id)).toEqual([14, 12, 11, 13]);
    expect(store.form.dirty).toBe(true);
    await store.save();
    expect((backend.last('PUT', PAGE).body as { subgroups: unknown }).subgroups).toEqual([
      { group_id: 14, role_id: 1, sort: 1 }, { group_id: 14, role_id: 2, sort: 1 },
      { group_id: 12, role_id: 1, sort: 2 }, { group_id: 12, role_id: 2, sort: 2 },
      { group_id: 11, role_id: 1, sort: 3 },
    ]);
    expect(store.form.dirty).toBe(false);
    stop();
  });

  it('keeps the edits when the save fails', async () => {
    const { store, stop } = await started();
    store.matrix.toggle(13, 1);
    backend.fail('PUT', PAGE, { success: false, message: 'Нет прав на изменение' });
    await store.save();
    expect(notify.toasts.at(-1)?.lines).toEqual(['Нет прав на изменение']);
    expect(store.matrix.isChecked(13, 1)).toBe(true);
    expect(store.form.dirty).toBe(true);
    stop();
  });

  it('the group alone (a page printing no setting): the matrix, its save sends the subgroups only', async () => {
    const { store, stop } = await started({ setting: null, group: { setting_group_id: 6, name: 'Пустая группа', subgroups: [{ group_id: 99, role_id: 1, sort: 1 }] } }, '/preferences/i/settings/2');
    expect(store.hasSetting).toBe(false);
    expect(store.heading).toBe('Пустая группа');
    expect(store.matrix.rows[0]).toEqual({ id: 99, name: '#99' });
    store.matrix.toggle(11, 2);
    await store.save();
    expect(backend.last('PUT', '/preferences/i/settings/2').body).toEqual({ subgroups: [{ group_id: 99, role_id: 1, sort: 1 }, { group_id: 11, role_id: 2, sort: 2 }] });
    stop();
  });
});
