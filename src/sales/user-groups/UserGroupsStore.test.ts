import { waitFor } from '@testing-library/react';
import { TEST_CSRF_TOKEN } from '@fixtures/server/testing/backend';
import { USER_GROUP_ERRORS, USERS_PER_PAGE, type UserGroup } from '@fixtures/server/routes/user-groups';
import { notify } from '@core/notify';
import { answerConfirm } from '@test/dialogs';
import { backend } from '@test/setup';
import { UNKNOWN_FIELD, UNKNOWN_FIELD_VALUE } from '@fixtures/server/core/answerModes';
import { userGroupsApi } from './api';
import { UserGroupsStore } from './UserGroupsStore';

const API = '/users/groups';
const PROJECTS = [{ id: 1, name: 'Медиа' }, { id: 2, name: 'Видео' }, { id: 3, name: 'Мобильная реклама' }];
const STATUSES = { active: 'Активен', blocked: 'Заблокирован', deleted: 'Удалён' };
const seed = () => backend.db.collection<UserGroup>('user-groups');

async function started(url = API, urlPath?: string) {
  window.history.replaceState(null, '', url);
  const store = new UserGroupsStore(userGroupsApi(urlPath), { projects: PROJECTS, roles: [{ alias: 'manager', name: 'Менеджер' }], statuses: STATUSES });
  const stop = store.start();
  await waitFor(() => expect(store.table.list.rows.length).toBeGreaterThan(0));
  return { store, stop };
}

const lastToast = () => notify.toasts.at(-1);
const groupBy = (store: UserGroupsStore, id: number) => {
  const row = store.table.list.rows.find((g) => g.id === id);
  if (!row) throw new Error(`seed: group ${id}`);
  return row;
};

describe('UserGroupsStore', () => {
  it('loads the groups with their members, newest first, with the ajax and CSRF headers; names roles and statuses', async () => {
    const { store, stop } = await started();
    const request = backend.last('GET', API);
    expect(request.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    expect(store.table.list.rows).toHaveLength(seed().count());
    const first = groupBy(store, 1);
    expect(first).toMatchObject({ name: 'Менеджеры продаж', organization_id: 1, organization_name: 'Медиа', created: '2026-01-10 09:00:00' });
    expect(first.users.map((u) => u.login)).toEqual(['novikova3', 'petrov2', '']);
    expect(store.roleName('manager')).toBe('Менеджер');
    expect(store.roleName('robot')).toBe('robot');
    expect(store.statusName('active')).toBe('Активен');
    expect(store.statusName('unknown')).toBe('Неизвестный статус');
    expect(store.statusName('constructor')).toBe('Неизвестный статус');
    stop();
  });

  it('goes behind the site prefix and leaves out groups without an id or with a broken member list', async () => {
    backend.fail('GET', `/office${API}`, { success: true, data: [{ id: 3, name: 'Группа', users: 'нет' }, { name: 'без id' }] });
    const { store, stop } = await started(API, '/office');
    expect(store.table.list.rows).toEqual([expect.objectContaining({ id: 3, name: 'Группа', users: [], organization_id: null })]);
    stop();
  });

  it('creates: name and project required first, then POST; edits with PUT {id}', async () => {
    const { store, stop } = await started();
    const { editor } = store;
    editor.openCreate();
    expect(await editor.save()).toBe(false);
    expect(editor.form.errors).toEqual({ name: 'Поле "Название" обязательно для заполнения!', organization_id: 'Поле "Проект" обязательно для заполнения!' });
    expect(backend.all('POST', API)).toHaveLength(0);
    editor.form.set('name', '  Новые аналитики ');
    editor.form.set('organization_id', '2');
    expect(await editor.save()).toBe(true);
    expect(backend.last('POST', API).body).toEqual({ name: 'Новые аналитики', organization_id: 2, description: '' });
    expect(lastToast()).toMatchObject({ variant: 'success', lines: ['Успешно сохранено'] });
    await waitFor(() => expect(store.table.list.rows[0]).toMatchObject({ name: 'Новые аналитики', organization_name: 'Видео', users: [] }));

    editor.openEdit(groupBy(store, 2));
    editor.form.set('description', 'Отдел аналитики');
    expect(await editor.save()).toBe(true);
    // Over the group as listed (issue 41): what the form does not edit (its members, its dates) goes back as it came.
    expect(backend.last('PUT', `${API}/2`).body).toMatchObject({ id: 2, name: 'Аналитики', organization_id: 2, description: 'Отдел аналитики', created: '2026-02-11 09:04:00' });
    expect((backend.last('PUT', `${API}/2`).body as { users: unknown[] }).users.length).toBeGreaterThan(0);
    stop();
  });

  it("shows the server's field errors under their fields and keeps the modal open", async () => {
    const { store, stop } = await started();
    store.editor.openCreate();
    store.editor.form.set('name', 'Аналитики');
    store.editor.form.set('organization_id', '1');
    expect(await store.editor.save()).toBe(false);
    expect(store.editor.form.errors).toEqual({ name: USER_GROUP_ERRORS.duplicate });
    expect(store.editor.isOpen).toBe(true);
    stop();
  });

  it('offers the edited group its own project when the page does not list it', async () => {
    const { store, stop } = await started();
    store.editor.openEdit({ ...groupBy(store, 1), organization_id: 9, organization_name: 'Архив' });
    expect(store.projectOptions.at(-1)).toEqual({ id: 9, name: 'Архив' });
    stop();
  });

  it('deletes a group after the confirmation; a declined one sends nothing', async () => {
    const { store, stop } = await started();
    const row = groupBy(store, 4);
    const declined = store.table.remove(row);
    expect(await answerConfirm(false)).toEqual({ title: 'Удаление группы «Администраторы»', message: 'Вы уверены?' });
    expect(await declined).toBe(false);
    expect(backend.all('DELETE', `${API}/:id`)).toHaveLength(0);
    const removing = store.table.remove(row);
    await answerConfirm(true);
    expect(await removing).toBe(true);
    expect(backend.last('DELETE', `${API}/4`).headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    expect(store.table.list.rows.map((r) => r.id)).not.toContain(4);
    stop();
  });

  it('members: searches GET /users/search?name=&page=, loads more while meta.page_next says so, adds and removes (confirmed)', async () => {
    const { store, stop } = await started();
    const { members } = store;
    members.open(groupBy(store, 1));
    await waitFor(() => expect(members.found.loaded).toBe(true));
    expect(backend.last('GET', '/users/search').query).toEqual({ name: '', page: '1' });
    expect(members.found.rows).toHaveLength(USERS_PER_PAGE);
    expect(members.found.canLoadMore).toBe(true);
    await members.found.loadMore();
    expect(backend.last('GET', '/users/search').query).toEqual({ name: '', page: '2' });
    await members.found.loadMore();
    expect(members.found.rows).toHaveLength(45);
    expect(members.found.canLoadMore).toBe(false);

    members.setName(' petrov ');
    members.search();
    await waitFor(() => expect(members.found.rows.map((u) => u.login)).toEqual(['petrov', 'petrov2', 'petrov3']));
    expect(backend.last('GET', '/users/search').query).toEqual({ name: 'petrov', page: '1' });
    expect(members.isMember(216)).toBe(true); // petrov2
    expect(await members.add(members.found.rows[1])).toBe(false); // already a member: nothing sent
    expect(await members.add(members.found.rows[0])).toBe(true);
    expect(backend.last('PUT', `${API}/1/add/201`).headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    expect(lastToast()?.lines).toEqual(['Пользователь добавлен в группу']);
    expect(members.group?.users.map((u) => u.user_id)).toContain(201);

    const member = members.group?.users.find((u) => u.user_id === 216);
    if (!member) throw new Error('seed: petrov2 in group 1');
    const removing = members.remove(member);
    expect(await answerConfirm(true)).toEqual({ title: 'Исключение пользователя «petrov2» из группы «Менеджеры продаж»', message: 'Вы уверены?' });
    expect(await removing).toBe(true);
    expect(backend.all('DELETE', `${API}/1/rm/216`)).toHaveLength(1);
    expect(members.group?.users.map((u) => u.user_id)).not.toContain(216);
    members.close();
    expect(members.group).toBeNull();
    stop();
  });

  it('opens the add modal from #new and puts the hash back when it closes', async () => {
    const { store, stop } = await started(`${API}#new`);
    expect(store.editor.isOpen).toBe(true);
    store.editor.close();
    expect(window.location.hash).toBe('');
    stop();
  });

  it('on the existing backend an edited group keeps its unknown field, and the bare answer is a save (issue 41)', async () => {
    backend.setModes({ strict: true, roundTrip: true });
    const { store, stop } = await started();
    const row = store.table.list.rows[0];
    store.editor.openEdit(row);
    store.editor.form.set('description', 'Новое описание');
    expect(await store.editor.save()).toBe(true);
    expect(backend.last('PUT', `${API}/${row.id}`).body).toMatchObject({ description: 'Новое описание', [UNKNOWN_FIELD]: UNKNOWN_FIELD_VALUE });
    expect(store.editor.isOpen).toBe(false);
    stop();
  });
});
