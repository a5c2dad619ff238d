import { screen, waitFor, within } from '@testing-library/react';
import { backend } from '@test/setup';
import { renderScreen } from '@test/render';
import { dialogTitled, rowIn, tableByCaption } from '@test/queries';
import { UserGroupsScreen } from './UserGroupsScreen';

const PAGE = '/users/groups';
const API = '/users/groups';
const PROPS = {
  projects: [{ id: 1, name: 'Медиа' }, { id: 2, name: 'Видео' }, { id: 3, name: 'Мобильная реклама' }],
  roles: [{ alias: 'manager', name: 'Менеджер' }, { alias: 'admin', name: 'Администратор' }],
  statuses: { active: 'Активен', blocked: 'Заблокирован', deleted: 'Удалён' },
};
const table = () => tableByCaption('Группы пользователей');
const rowOf = (name: string) => rowIn(table(), name, 'td');

async function open(at = PAGE) {
  const view = renderScreen(<UserGroupsScreen {...PROPS} />, { at, entry: 'user-groups' });
  await within(table()).findByText('Менеджеры продаж');
  return view;
}

jest.setTimeout(20000);

describe('UserGroupsScreen', () => {
  it('lists name, project, member count and d.m.Y H:i dates; markup-looking names show as text', async () => {
    await open();
    const row = rowOf('Менеджеры продаж');
    expect(row.getByText('Медиа')).toBeVisible();
    expect(row.getByText('3')).toBeVisible();
    expect(row.getByText('10.01.2026 09:00')).toBeVisible();
    expect(row.getByText('01.10.2026 10:00')).toBeVisible();
    expect(within(table()).getByText('<script>alert(1)</script> Группа «с разметкой» & "кавычками"')).toBeVisible();
    expect(document.querySelector('table script')).toBeNull();
  });

  it('shows a member count in ru-RU (1 200, not 1200)', async () => {
    const users = Array.from({ length: 1200 }, (_, i) => ({ user_id: i + 1, login: `user${i + 1}`, role: 'manager', status: 'active' }));
    backend.fail('GET', API, { success: true, data: [{ id: 7, name: 'Все менеджеры', organization_id: 1, organization_name: 'Медиа', created: '', updated: '', users }] });
    renderScreen(<UserGroupsScreen {...PROPS} />, { at: PAGE, entry: 'user-groups' });
    await within(table()).findByText('Все менеджеры');
    expect(rowOf('Все менеджеры').getByText('1 200')).toBeVisible();
  });

  it('adds a group: name and project required, then POST and the row', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Добавить группу' }));
    const dialog = await dialogTitled('Новая группа пользователей');
    await user.click(dialog.getByRole('button', { name: 'Сохранить' }));
    expect(dialog.getByText('Поле "Название" обязательно для заполнения!')).toBeVisible();
    expect(dialog.getByText('Поле "Проект" обязательно для заполнения!')).toBeVisible();
    await user.type(dialog.getByRole('textbox', { name: 'Название' }), 'Продюсеры');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Проект' }), 'Видео');
    await user.click(dialog.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Успешно сохранено')).toBeVisible();
    expect(backend.last('POST', API).body).toEqual({ name: 'Продюсеры', organization_id: 2, description: '' });
    expect(await within(table()).findByText('Продюсеры')).toBeVisible();
  });

  it("shows the members: 'Неизвестный пользователь', 'Неизвестный статус', names of roles and statuses; removes one after the confirmation", async () => {
    const { user } = await open();
    await user.click(rowOf('Менеджеры продаж').getByRole('button', { name: 'Участники группы «Менеджеры продаж»' }));
    const dialog = await dialogTitled('Участники группы «Менеджеры продаж»');
    const members = within(dialog.getByText('Участники группы', { selector: 'caption' }).closest('table') as HTMLElement);
    const unknown = within(members.getByText('Неизвестный пользователь').closest('tr') as HTMLElement);
    expect(unknown.getByText('Менеджер')).toBeVisible();
    expect(unknown.getByText('Неизвестный статус')).toBeVisible();
    expect(within(members.getByText('novikova3').closest('tr') as HTMLElement).getByText('Удалён')).toBeVisible();
    await user.click(members.getByRole('button', { name: 'Исключить пользователя «petrov2» из группы' }));
    const confirm = await dialogTitled('Исключение пользователя «petrov2» из группы «Менеджеры продаж»');
    await user.click(confirm.getByRole('button', { name: 'Исключить' }));
    await waitFor(() => expect(members.queryByText('petrov2')).toBeNull());
    expect(backend.all('DELETE', `${API}/1/rm/216`)).toHaveLength(1);
    expect(rowOf('Менеджеры продаж').getByText('2')).toBeVisible();
  });

  it("searches users, loads more by meta.page_next and adds one; 'Ничего не найдено' for no match", async () => {
    const { user } = await open();
    await user.click(rowOf('Аналитики').getByRole('button', { name: /^Участники/ }));
    const dialog = await dialogTitled('Участники группы «Аналитики»');
    await dialog.findByText('Найденные пользователи', { selector: 'caption' });
    // S 7's search answers meta.page_next and no count: a page's rows are no total, so no 'из 20' (nor 'Показано 40 из 20' next).
    expect(dialog.getByText('Показано 20')).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Загрузить ещё' }));
    await waitFor(() => expect(backend.last('GET', '/users/search').query).toEqual({ name: '', page: '2' }));
    expect(await dialog.findByText('Показано 40')).toBeVisible();
    expect(dialog.queryByText(/Показано \d+ из/)).toBeNull();
    await user.type(dialog.getByRole('searchbox', { name: 'Имя или логин пользователя' }), 'несуществующий{Enter}');
    expect(await dialog.findByText('Ничего не найдено')).toBeVisible();
    const search = dialog.getByRole('searchbox', { name: 'Имя или логин пользователя' });
    await user.clear(search);
    await user.type(search, 'lebedev2');
    await user.click(dialog.getByRole('button', { name: 'Найти' }));
    await user.click(await dialog.findByRole('button', { name: 'Добавить пользователя «lebedev2» в группу' }));
    expect(await screen.findByText('Пользователь добавлен в группу')).toBeVisible();
    expect(backend.all('PUT', `${API}/2/add/229`)).toHaveLength(1);
    expect(await dialog.findByText('В группе')).toBeVisible();
    expect(within(dialog.getByText('Участники группы', { selector: 'caption' }).closest('table') as HTMLElement).getByText('lebedev2')).toBeVisible();
  });

  it("found users of S 7's search (user_id, login, role, no status) are not all 'Неизвестный статус': the column is left out; the members keep theirs (issue 42)", async () => {
    backend.fail('GET', '/users/search', { success: true, data: [{ user_id: 501, login: 'orlova', role: 'manager' }, { user_id: 502, login: 'zaitsev', role: 'admin' }], meta: { page: 1, page_next: null } });
    const { user } = await open();
    await user.click(rowOf('Менеджеры продаж').getByRole('button', { name: 'Участники группы «Менеджеры продаж»' }));
    const dialog = await dialogTitled('Участники группы «Менеджеры продаж»');
    const found = within((await dialog.findByText('Найденные пользователи', { selector: 'caption' })).closest('table') as HTMLElement);
    expect(found.getByText('orlova')).toBeVisible();
    expect(within(found.getByText('zaitsev').closest('tr') as HTMLElement).getByText('Администратор')).toBeVisible();
    expect(found.queryByText('Неизвестный статус')).toBeNull();
    expect(found.queryByRole('columnheader', { name: 'Статус' })).toBeNull();
    const members = within(dialog.getByText('Участники группы', { selector: 'caption' }).closest('table') as HTMLElement);
    expect(members.getByRole('columnheader', { name: 'Статус' })).toBeVisible();
    expect(members.getByText('Неизвестный статус')).toBeVisible();
  });

  it('deletes a group after the confirmation', async () => {
    const { user } = await open();
    await user.click(rowOf('Дизайнеры').getByRole('button', { name: 'Удалить группу «Дизайнеры»' }));
    const confirm = await dialogTitled('Удаление группы «Дизайнеры»');
    expect(confirm.getByText('Вы уверены?')).toBeVisible();
    await user.click(confirm.getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Группа удалена')).toBeVisible();
    await waitFor(() => expect(within(table()).queryByText('Дизайнеры')).toBeNull());
  });

  it('without the page\'s projects the form offers those the groups name (S 3 organization_id, organization_name), sent by id; with none at all the id is typed, said so', async () => {
    const { user, unmount } = renderScreen(<UserGroupsScreen />, { at: PAGE, entry: 'user-groups' });
    await within(table()).findByText('Менеджеры продаж');
    await user.click(screen.getByRole('button', { name: 'Добавить группу' }));
    let dialog = await dialogTitled('Новая группа пользователей');
    await user.type(dialog.getByRole('textbox', { name: 'Название' }), 'Продюсеры');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Проект' }), 'Медиа');
    await user.click(dialog.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(backend.last('POST', API).body).toEqual({ name: 'Продюсеры', organization_id: 1, description: '' }));
    unmount();

    backend.fail('GET', API, { success: true, data: [] });
    const second = renderScreen(<UserGroupsScreen />, { at: PAGE, entry: 'user-groups' });
    await second.user.click(await screen.findByRole('button', { name: 'Добавить группу' }));
    dialog = await dialogTitled('Новая группа пользователей');
    expect(dialog.getByText('Список проектов не получен: укажите ID проекта.')).toBeVisible();
    await second.user.type(dialog.getByRole('textbox', { name: 'Название' }), 'Аналитики');
    await second.user.type(dialog.getByRole('textbox', { name: /^Проект \(ID\)/ }), '3x');
    expect(dialog.getByRole('textbox', { name: /^Проект \(ID\)/ })).toHaveValue('3');
    await second.user.click(dialog.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(backend.last('POST', API).body).toEqual({ name: 'Аналитики', organization_id: 3, description: '' }));
  });
});

