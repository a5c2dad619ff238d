import { screen, waitFor, within } from '@testing-library/react';
import { backend } from '@test/setup';
import { renderScreen } from '@test/render';
import { ModerationUsersScreen } from './ModerationUsersScreen';

const PAGE = '/statistics/inimage/moderation/users';
// DOM lookups, not role queries over the whole table: those are slow over 50 rows in jsdom.
const bodyRows = () => Array.from(document.querySelectorAll<HTMLTableRowElement>('tbody tr'));
const header = (title: string) => screen.getByText(title, { selector: 'th button' });

async function open(at = PAGE) {
  const view = renderScreen(<ModerationUsersScreen urlPath="/ru" />, { at, entry: 'moderation-users' });
  expect(await screen.findByText('Статистика модерации по пользователям', { selector: 'caption' })).toBeInTheDocument();
  await waitFor(() => expect(bodyRows().length).toBeGreaterThan(1));
  return view;
}

describe('ModerationUsersScreen', () => {
  // A searched list: the default 50 rows (busiest first) are the store test's; a 50-row render costs seconds here.
  it('lists the users found, busiest first, with their figures and a link to their moderation page; sorts in the hash', async () => {
    const { user } = await open(`${PAGE}#q=ivanov`);
    expect(Array.from(document.querySelectorAll('thead th')).map((th) => th.textContent?.replace(/[↕▲▼]/g, ''))).toEqual([
      'ID пользователя',
      'Пользователь',
      'Изображений',
      'Изменений',
      'Последнее изменение',
    ]);
    expect(bodyRows().every((row) => row.cells[1].textContent?.includes('ivanov'))).toBe(true);
    const [first] = bodyRows();
    expect(within(first).getByRole('link', { name: 'o.ivanov1' })).toHaveAttribute('href', '/ru/statistics/inimage/moderation/user/1/images');
    expect(Array.from(first.cells).map((c) => c.textContent)).toEqual(['1', 'o.ivanov1', '70', '80', '20.11.2026 03:55']);

    // Paging is the store test's and the browser flow's.
    await user.click(header('Пользователь'));
    await waitFor(() => expect(backend.last('GET', PAGE).query).toMatchObject({ search: 'ivanov', field: 'user_login', order: 'asc', page: '1' }));
    expect(window.location.hash).toBe('#q=ivanov&f=user_login&o=asc');
    await waitFor(() => expect(bodyRows()[0].cells[1].textContent).toBe('a.ivanov24'));
  });

  it("names a user without a login 'Неизвестный пользователь'; HTML-looking text as text; a row without its id left out; absurd counts empty", async () => {
    backend.fail('GET', PAGE, {
      success: true,
      data: [
        { user_id: 11, user_login: null, images: 2, actions: 3, last_action: '2026-11-01 10:00:00' },
        { user_id: 5, user_login: '<b>admin</b>', images: -1, actions: 'много', last_action: '0000-00-00 00:00:00' },
        { user_login: 'без id', images: 1, actions: 1 },
        null,
      ],
      meta: { total_count: 2 },
    });
    await open();
    expect(bodyRows()).toHaveLength(2);
    const [unknown, html] = bodyRows();
    expect(within(unknown).getByRole('link', { name: 'Неизвестный пользователь' })).toHaveAttribute('href', '/ru/statistics/inimage/moderation/user/11/images');
    expect(within(html).getByRole('link', { name: '<b>admin</b>' })).toBeVisible();
    expect(document.querySelector('td b')).toBeNull();
    expect(Array.from(html.cells).map((c) => c.textContent)).toEqual(['5', '<b>admin</b>', '', '', '—']);
  });

  it("searches by login; says 'По вашему запросу ничего не найдено'; a failed search shows the server message and keeps what was typed", async () => {
    const { user } = await open(`${PAGE}#q=ivanov`);
    expect(screen.getByLabelText('Пользователь')).toHaveValue('ivanov');
    await user.clear(screen.getByLabelText('Пользователь'));
    await user.type(screen.getByLabelText('Пользователь'), 'такого нет{Enter}');
    await waitFor(() => expect(backend.last('GET', PAGE).query).toMatchObject({ search: 'такого нет', page: '1' }));
    expect(await screen.findByText('По вашему запросу ничего не найдено')).toBeVisible();

    backend.fail('GET', PAGE, { success: false, message: 'Нет доступа к статистике' });
    await user.clear(screen.getByLabelText('Пользователь'));
    await user.type(screen.getByLabelText('Пользователь'), 'petrova');
    await user.click(screen.getByRole('button', { name: 'Найти' }));
    expect(await screen.findByText('Нет доступа к статистике')).toBeVisible();
    expect(screen.getByLabelText('Пользователь')).toHaveValue('petrova');
    expect(window.location.hash).toBe('#q=petrova');
  });
});
