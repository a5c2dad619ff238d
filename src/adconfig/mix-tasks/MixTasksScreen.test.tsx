import { screen, waitFor, within } from '@testing-library/react';
import { backend, sentQuery } from '@test/setup';
import { renderScreen } from '@test/render';
import { MixTasksScreen } from './MixTasksScreen';

const ROUTE = '/preferences/mix-tasks';
const button = (name: string) => screen.getByText(name, { selector: 'button' });
const headers = () => Array.from(document.querySelectorAll('thead th'), (th) => th.textContent);
// DOM and text lookups, not getByRole, inside the table: role queries over 50 rows are slow in jsdom.
const bodyRows = () => Array.from(document.querySelectorAll<HTMLTableRowElement>('tbody tr'));

async function open(at = ROUTE) {
  const view = renderScreen(<MixTasksScreen />, { at, entry: 'mix-tasks' });
  await screen.findByRole('table', { name: 'Задачи миксования' });
  await waitFor(() => expect(bodyRows().length).toBeGreaterThan(1));
  return view;
}

// Few renders, several checks each: a render of a 50-row table is most of a test's cost in jsdom.
describe('MixTasksScreen', () => {
  it("shows the answer's columns and sidebar, names linked to {route}/{id}/edit, statuses, 'Добавить'; a filter from the sidebar into the hash; 'По вашему запросу ничего не найдено'", async () => {
    // A backend that already writes the date as shown (d.m.Y H:i): shown as it is, not as '—'.
    backend.db.collection('mix-tasks').update(64, { created: '22.11.2026 10:15' });
    const { user } = await open();
    expect(screen.getByText('Добавить', { selector: 'a' })).toHaveAttribute('href', `${ROUTE}/create`);
    expect(within(bodyRows()[0]).getByText('22.11.2026 10:15')).toBeVisible();
    expect(headers()).toEqual(['ID', 'Название', 'Лимит', 'Лимит в день', 'Статус', 'Создана']);
    const first = within(bodyRows()[0]);
    expect(first.getByText('Развлекательный контент №64').closest('a')).toHaveAttribute('href', `${ROUTE}/64/edit`);
    expect(first.getByText('В работе')).toHaveClass('badge');
    expect(screen.getByText('Тестовый микс <b>разметка</b> & «кавычки» №61').closest('a')).toHaveAttribute('href', `${ROUTE}/61/edit`);
    expect(document.querySelector('table b')).toBeNull();
    expect(within(bodyRows()[1]).getByText('Новая')).toHaveClass('badge');
    expect(screen.getAllByText('В архиве').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Всего: 64')).not.toHaveLength(0);
    // The page size is the server's: no 'На странице 50/Все' select that would do nothing.
    expect(screen.queryByText('На странице')).toBeNull();

    await user.selectOptions(screen.getByLabelText('Статус'), 'archive');
    await user.click(button('Найти'));
    await waitFor(() => expect(sentQuery(backend.last('GET', ROUTE))).toBe('filters[status]=archive&page=1&with[]=filters&with[]=columns'));
    expect(window.location.hash).toBe('#fl=status%3Darchive');
    await waitFor(() => expect(bodyRows().every((row) => row.textContent?.includes('В архиве'))).toBe(true));

    await user.type(screen.getByLabelText('ID'), '99999{Enter}');
    expect(await screen.findByText('По вашему запросу ничего не найдено')).toBeVisible();
    await user.click(button('Сбросить'));
    await waitFor(() => expect(window.location.hash).toBe(''));
    expect(screen.getByLabelText('ID')).toHaveValue('');
  });

  it('an answer without filters or columns shows the default columns and says there are no filters; odd rows and filters are left out; a failed load shows the message and the next search works', async () => {
    backend.fail('GET', ROUTE, {
      success: true,
      data: [{ id: 5, name: 'Пятая', status: 'processing' }, null, { name: 'без id' }, { id: 6, name: 12, status: 'odd' }],
      filters: [null, { name: '<script>', title: 'x' }, { title: 'без имени' }],
      meta: { total_count: 2 },
    });
    const { user } = await open();
    expect(await screen.findByText('Фильтров нет')).toBeVisible();
    expect(bodyRows()).toHaveLength(2);
    expect(headers()).toEqual(['ID', 'Название', 'Статус']);
    expect(screen.getByText('12', { selector: 'a' })).toHaveAttribute('href', `${ROUTE}/6/edit`);
    expect(screen.getByText('Неизвестный статус')).toBeVisible();

    backend.standIn.faults.clear();
    backend.fail('GET', ROUTE, { success: false, message: 'Нет доступа к задачам' });
    await user.click(button('Найти'));
    expect(await screen.findByText('Нет доступа к задачам')).toBeVisible();
    backend.standIn.faults.clear();
    await user.click(button('Найти'));
    await waitFor(() => expect(screen.getByLabelText('Статус')).toBeVisible());
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
  });
});
