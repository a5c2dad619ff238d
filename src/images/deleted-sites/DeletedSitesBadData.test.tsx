// Issue 13: one malformed row or column does not take the screen down; the other rows show.
import { screen, waitFor, within } from '@testing-library/react';
import { backend } from '@test/setup';
import { renderScreen } from '@test/render';
import { MAX_COLUMNS } from './api';
import { DeletedSitesScreen } from './DeletedSitesScreen';

const PAGE = '/preferences/deleted/sites';

it('shows a row with a number for its url and nulls for its partner as text and empty cells, next to the good rows', async () => {
  backend.fail('GET', `${PAGE}/columns`, {
    success: true,
    data: [null, { field: 'site_id', title: 'ID сайта', sorting: true }, { field: 'url', title: 'URL сайта', sorting: 'yes' }, { title: 'Без поля' }, { field: 'partner_status', title: 'Статус партнёра' }, { field: 'partner_mail', title: 'Email партнёра' }],
  });
  backend.fail('GET', `${PAGE}/search`, {
    success: true,
    data: [
      { site_id: 1, url: 12345, partner_id: null, partner_mail: null, partner_status: null },
      null,
      { site_id: 'два', url: 'https://skipped.example/' },
      { site_id: 3, url: 'https://good.example/', partner_id: 7, partner_mail: 'a@b.ru', partner_status: 'active' },
    ],
    meta: { total_count: 'сколько-то' },
  });
  renderScreen(<DeletedSitesScreen />, { at: PAGE, entry: 'deleted-sites' });
  await screen.findByRole('table', { name: 'Удалённые сайты' });
  await waitFor(() => expect(screen.getByRole('link', { name: 'https://good.example/' })).toBeVisible());
  expect(screen.getByText('12345')).toBeVisible();
  expect(document.querySelectorAll('tbody tr')).toHaveLength(2);
  expect(screen.getByText('Всего: неизвестно')).toBeVisible();
  expect(screen.queryByText('Экран не удалось показать')).toBeNull();
});

// Issue 32.5: an answer of thousands of columns does not make a table of them.
it('shows at most MAX_COLUMNS columns of a huge column answer, each field once', async () => {
  const columns = Array.from({ length: 5000 }, (_, i) => ({ field: i < 3 ? 'site_id' : `f${i}`, title: `Колонка ${i}` }));
  backend.fail('GET', `${PAGE}/columns`, { success: true, data: columns });
  renderScreen(<DeletedSitesScreen />, { at: PAGE, entry: 'deleted-sites' });
  const table = await screen.findByRole('table', { name: 'Удалённые сайты' });
  await waitFor(() => expect(table.querySelectorAll('thead th')).toHaveLength(MAX_COLUMNS));
});

// Audit images-kpi §3: a failed columns call left 'Не удалось загрузить данные' and no way on, although the list had loaded.
it("shows the list with I 3's columns when the columns call fails, and 'Повторить' asks for the columns again", async () => {
  backend.fail('GET', `${PAGE}/columns`, { success: false, message: 'Колонки недоступны' }, 500);
  const { user } = renderScreen(<DeletedSitesScreen />, { at: PAGE, entry: 'deleted-sites' });
  expect(await screen.findByText('Колонки недоступны')).toBeVisible();
  expect(await screen.findByText('Колонки таблицы не загружены, показаны основные.')).toBeVisible();
  const table = await screen.findByRole('table', { name: 'Удалённые сайты' });
  await waitFor(() => expect(table.querySelectorAll('tbody tr').length).toBeGreaterThan(1));
  expect(within(table).getByRole('button', { name: /Статус партнёра/ })).toBeVisible();
  backend.standIn.faults.clear();
  await user.click(screen.getByRole('button', { name: 'Повторить' }));
  await waitFor(() => expect(screen.queryByText('Колонки таблицы не загружены, показаны основные.')).toBeNull());
  expect(backend.all('GET', `${PAGE}/columns`)).toHaveLength(2);
});
