import { screen, waitFor, within } from '@testing-library/react';
import { TEST_CSRF_TOKEN } from '@fixtures/server/testing/backend';
import { backend } from '@test/setup';
import { renderScreen } from '@test/render';
import { dialogTitled } from '@test/queries';
import { SitesListsScreen, type SitesListsProps } from './SitesListsScreen';
import type { SitesListsPermissions } from './SitesListsStore';

const PAGE = '/preferences/sites-lists/';
const LIST = '/api/hb/sites-lists';
const ALL: SitesListsPermissions = { store: true, filter: true, update: true, destroy: true, export: true };

interface SeedList {
  id: number;
  status: string;
  name: string;
  sites_count: number;
  created: string;
  updated: string;
  modified: string;
}
const seed = () => backend.db.collection<SeedList>('sites-lists').all();
// Text and DOM lookups, not getByRole: role queries over a 50-row table are slow in jsdom.
const bodyRows = () => Array.from(document.querySelectorAll<HTMLTableRowElement>('tbody tr'));
const rowOf = (id: number) => screen.getByText(String(id), { selector: 'td' }).closest('tr') as HTMLElement;

const sortButton = (title: string) => Array.from(document.querySelectorAll<HTMLButtonElement>('thead th button')).find((b) => b.textContent?.startsWith(title)) as HTMLButtonElement;

async function open(props: SitesListsProps = { permissions: ALL }, at = PAGE) {
  const view = renderScreen(<SitesListsScreen {...props} />, { at, entry: 'sites-lists' });
  await screen.findByRole('table', { name: 'Списки сайтов' });
  await waitFor(() => expect(bodyRows().length).toBeGreaterThan(1));
  return view;
}

describe('SitesListsScreen', () => {
  // One render with every permission walks the page: what it shows, delete, search, the status filter, a sort.
  it('shows the columns and lists with links; deletes after the confirmation; searches with Enter; filters by status and sorts, in the hash', async () => {
    const { user } = await open();
    // The headers' sort buttons, read from the DOM (role queries over 50 rows are jsdom's slowest).
    const sortButtons = Array.from(document.querySelectorAll<HTMLButtonElement>('thead th button')).map((b) => b.textContent ?? '');
    for (const title of ['ID', 'Статус', 'Название', 'Количество сайтов', 'Создан', 'Обновлён', 'Кем изменён']) {
      expect(sortButtons.some((text) => text.startsWith(title))).toBe(true);
    }
    const newest = [...seed()].sort((a, b) => b.id - a.id)[0];
    const row = within(rowOf(newest.id));
    expect(row.getByText(newest.name)).toBeVisible();
    const [date, time] = newest.created.split(' ');
    const [y, m, d] = date.split('-');
    expect(row.getByText(`${d}.${m}.${y} ${time.slice(0, 5)}`)).toBeVisible();
    expect(row.getByText(newest.modified)).toBeVisible();
    expect(row.getByText(newest.status === 'active' ? 'Активен' : 'Заблокирован')).toHaveClass('badge');
    expect(screen.getAllByText(`Всего: ${seed().length}`)).not.toHaveLength(0);
    const request = backend.last('GET', LIST);
    expect(request.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(request.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);

    // Links from the page path, each by its permission.
    expect(screen.getByText('Добавить', { selector: 'a' })).toHaveAttribute('href', '/preferences/sites-lists/create');
    expect(row.getByRole('link', { name: /^Изменить/ })).toHaveAttribute('href', `/preferences/sites-lists/edit/?id=${newest.id}`);
    expect(row.getByRole('link', { name: /^Excel/ })).toHaveAttribute('href', `/api/hb/sites-lists/${newest.id}/export`);
    expect(row.getByRole('button', { name: /^Удалить/ })).toBeVisible();

    // Delete: cancelled, then confirmed.
    const target = newest;
    await user.click(within(rowOf(target.id)).getByRole('button', { name: /^Удалить/ }));
    await user.click((await dialogTitled(`Удаление списка «${target.name}»`)).getByText('Отмена'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(backend.all('DELETE', `${LIST}/:id`)).toHaveLength(0);
    expect(rowOf(target.id)).toBeVisible();

    await user.click(within(rowOf(target.id)).getByRole('button', { name: /^Удалить/ }));
    const dialog = await dialogTitled(`Удаление списка «${target.name}»`);
    expect(dialog.getByText('Вы уверены?')).toBeVisible();
    expect(dialog.getByText(`Удаление списка «${target.name}»`)).toBeVisible();
    await user.click(dialog.getByText('Удалить', { selector: 'button' }));
    expect(await screen.findByText('Список сайтов удалён')).toBeVisible();
    const deleted = backend.last('DELETE', `${LIST}/${target.id}`);
    expect(deleted.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(deleted.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    await waitFor(() => expect(screen.queryByText(String(target.id), { selector: 'td' })).toBeNull());

    // Search.
    await user.click(screen.getByLabelText('Поиск по названию'));
    await user.paste('Тест');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(backend.last('GET', LIST).query).toMatchObject({ search: 'Тест', page: '1' }));
    expect(window.location.hash).toBe(`#q=${encodeURIComponent('Тест')}`);
    expect(await screen.findByText('<b>Тест</b> & "кавычки"')).toBeVisible();
    expect(document.querySelector('table b')).toBeNull();
    await user.clear(screen.getByLabelText('Поиск по названию'));
    await user.paste('нет такого списка');
    await user.click(screen.getByText('Найти', { selector: 'button' }));
    expect(await screen.findByText('По вашему запросу ничего не найдено')).toBeVisible();
    await user.click(screen.getByText('Сбросить', { selector: 'button' }));
    await waitFor(() => expect(backend.last('GET', LIST).query).not.toHaveProperty('search'));
    expect(screen.getByLabelText('Поиск по названию')).toHaveValue('');

    // Status filter and sort.
    const status = screen.getByLabelText('Статус');
    expect(screen.getByText('Все статусы')).toBeVisible();
    await user.click(status);
    await user.click(screen.getByRole('option', { name: 'Заблокирован' }));
    await waitFor(() => expect(backend.last('GET', LIST).query).toMatchObject({ status: 'blocked', page: '1' }));
    expect(window.location.hash).toBe('#s=blocked');
    await waitFor(() => expect(screen.queryAllByText('Активен', { selector: '.badge' })).toHaveLength(0));
    expect(screen.getAllByText('Заблокирован', { selector: '.badge' }).length).toBe(seed().filter((l) => l.status === 'blocked').length);
    await user.click(screen.getByLabelText('Статус'));
    await user.keyboard('{Escape}{Backspace}');
    await waitFor(() => expect(backend.last('GET', LIST).query).not.toHaveProperty('status'));
    expect(window.location.hash).toBe('');

    // Sorting by a column header: ascending, then descending (the default order, left out of the hash).
    await user.click(sortButton('Количество сайтов'));
    await waitFor(() => expect(backend.last('GET', LIST).query).toMatchObject({ field: 'sites_count', order: 'asc' }));
    await user.click(sortButton('Количество сайтов'));
    await waitFor(() => expect(backend.last('GET', LIST).query).toMatchObject({ field: 'sites_count', order: 'desc' }));
    expect(window.location.hash).toBe('#f=sites_count');
    await waitFor(() => {
      const counts = bodyRows().map((r) => Number(r.cells[3].textContent));
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
    });
  });

  it('puts the site prefix (urlPath) before the API paths', async () => {
    backend.fail('GET', `/site${LIST}`, { success: true, data: [{ id: 7, status: 'active', name: 'Список', description: '', sites_count: 1, created: '2024-01-02 03:04:05', updated: '2024-01-02 03:04:05', modified: 'ivanov' }], meta: { total_count: 1 } });
    renderScreen(<SitesListsScreen urlPath="/site" permissions={ALL} />, { at: PAGE });
    expect(await screen.findByRole('link', { name: /^Excel/ })).toHaveAttribute('href', `/site${LIST}/7/export`);
    expect(screen.getByRole('link', { name: /^Изменить/ })).toHaveAttribute('href', '/preferences/sites-lists/edit/?id=7');
  });

  it('shows no add, edit, export, delete or status filter without permissions, and lists active lists only', async () => {
    backend.db.setDoc('sites-lists-permissions', {});
    await open({});
    expect(screen.queryByRole('link', { name: 'Добавить' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Изменить/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Excel/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Удалить/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Действия' })).toBeNull();
    expect(screen.queryByLabelText('Статус')).toBeNull();
    expect(backend.last('GET', LIST).query).toMatchObject({ status: 'active' });
    expect(screen.queryByText('Заблокирован')).toBeNull();
  });

  it('shows the server message in an error toast when the list cannot be loaded', async () => {
    backend.fail('GET', LIST, { success: false, message: 'Сервис справочников недоступен' }, 500);
    renderScreen(<SitesListsScreen permissions={ALL} />, { at: PAGE });
    expect(await screen.findByText('Сервис справочников недоступен')).toBeVisible();
    expect(screen.getByText('Не удалось загрузить данные')).toBeVisible();
  });

  it('shows what the list answer’s permissions grant and hides what they refuse, the props’ flags filling in the rest', async () => {
    backend.db.setDoc('sites-lists-permissions', { store: true, filter: true, destroy: false, export: 0 });
    await open({ permissions: { update: true, destroy: true, export: true } });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Добавить' })).toHaveAttribute('href', `${PAGE}create`));
    expect(screen.getByLabelText('Статус')).toBeVisible();
    expect(screen.getAllByRole('link', { name: /^Изменить/ }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: /^Excel/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Удалить/ })).toBeNull();
  });
});
