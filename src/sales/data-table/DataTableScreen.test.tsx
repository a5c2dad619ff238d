import { screen, waitFor, within } from '@testing-library/react';
import { renderScreen } from '@test/render';
import { backend } from '@test/setup';
import { pickInSelect, tableByCaption } from '@test/queries';
import { DataTableScreen } from './DataTableScreen';

const PAGE = '/statistics/tables/channels';
const DATA = `${PAGE}/data/`;

const table = () => tableByCaption('Таблица данных');
const headers = () => Array.from(table().querySelectorAll('thead th')).map((th) => th.textContent?.replace(/[▲▼↕]/g, ''));
const bodyRows = () => Array.from(table().querySelectorAll<HTMLTableRowElement>('tbody tr[data-row]'));

async function open(at = PAGE) {
  const view = renderScreen(<DataTableScreen />, { at, entry: 'data-table' });
  await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
  return view;
}

jest.setTimeout(20000);

describe('DataTableScreen', () => {
  it('shows the columns {page}/columns/ names, 50 rows, the totals, the compile time and HTML as text; pages on the server', async () => {
    const { user } = await open();
    expect(headers()).toEqual(['ID', 'Канал', 'Дата', 'Показы', 'Клики', 'CTR, %']);
    expect(bodyRows()).toHaveLength(50);
    expect(within(table()).getAllByText('Итого')).toHaveLength(2);
    expect(screen.getByText(/^Отчёт сформирован: \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/)).toBeVisible();
    expect(within(table()).getAllByText(/^Технологии <b>жирно<\/b>/).length).toBeGreaterThan(0);
    expect(table().querySelector('b')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Страницы (под таблицей)' })).toBeVisible();

    await user.click(screen.getAllByLabelText('Страница 2')[0]);
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(backend.last('GET', DATA).search).toBe('page=2&per_page=50&field=id&order=desc');
    expect(window.location.hash).toBe('#p=2');
    await user.click(screen.getByText('Показы', { selector: 'button' }));
    await waitFor(() => expect(backend.last('GET', DATA).search).toBe('page=1&per_page=50&field=shows&order=asc'));
  });

  it('filters by id and tags into the hash and both calls as PHP lists; a wrong id is marked; nothing found says so', async () => {
    const { user } = await open();
    await user.type(screen.getByLabelText('Теги (ID через запятую)'), '1, 3');
    await user.selectOptions(screen.getByLabelText('Совпадение тегов'), 'Все теги');
    await user.click(screen.getByText('Найти'));
    await waitFor(() => expect(backend.last('GET', DATA).search).toBe('tags%5B%5D=1&tags%5B%5D=3&tags_mode=and&page=1&per_page=50&field=id&order=desc'));
    expect(backend.last('GET', `${PAGE}/columns/`).search).toBe('tags%5B%5D=1&tags%5B%5D=3&tags_mode=and');
    expect(window.location.hash).toBe('#t=1%2C3&tmt=and');

    await user.type(screen.getByLabelText('ID'), 'abc');
    await user.click(screen.getByText('Найти'));
    expect(screen.getByText('Некорректное значение')).toBeVisible();
    await user.clear(screen.getByLabelText('ID'));
    await user.type(screen.getByLabelText('ID'), '999{Enter}');
    expect(await screen.findByText('Нет данных')).toBeVisible();
    expect(backend.last('GET', DATA).search).toBe('tags%5B%5D=1&tags%5B%5D=3&tags_mode=and&id=999&page=1&per_page=50&field=id&order=desc');
  });

  it('with the tags the page gives, they are chosen by name and sent as ids; a tag of the hash it does not name shows as unknown (issue 42)', async () => {
    const tags = [{ id: '1', name: 'Новости' }, { id: '3', name: 'Спорт' }, { id: 'x', name: 'без id' }];
    const { user } = renderScreen(<DataTableScreen tags={tags} />, { at: `${PAGE}#t=7`, entry: 'data-table' });
    await waitFor(() => expect(backend.last('GET', DATA)?.search).toBe('tags%5B%5D=7&tags_mode=or&page=1&per_page=50&field=id&order=desc'));
    expect(screen.queryByLabelText('Теги (ID через запятую)')).toBeNull();
    expect(await screen.findByText('Неизвестное значение (7)')).toBeVisible();
    await pickInSelect('Теги', 'Спо', 'Спорт');
    await user.click(screen.getByText('Найти'));
    await waitFor(() => expect(backend.last('GET', DATA).search).toBe('tags%5B%5D=7&tags%5B%5D=3&tags_mode=or&page=1&per_page=50&field=id&order=desc'));
    expect(window.location.hash).toBe('#t=7%2C3');
    expect(screen.getByText('Спорт')).toBeVisible();
  });

  it('writes the figures in Russian (numbers sent as text too, the totals alike), the dates as DD.MM.YYYY and the ids as they are (issue 26)', async () => {
    backend.fail('GET', DATA, {
      success: true,
      data: [{ id: 12345, name: 'Канал', day: '2026-11-02', shows: 49819, clicks: '1234', ctr: 0.95 }],
      meta: { total_count: 1 },
      totals: { shows: 49819, clicks: 1234, ctr: '0.95' },
    });
    await open();
    const [row] = bodyRows();
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['12345', 'Канал', '02.11.2026', '49\u00a0819', '1\u00a0234', '0,95']);
    const totals = table().querySelector('tfoot tr') as HTMLElement;
    expect(within(totals).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Итого', '', '', '49\u00a0819', '1\u00a0234', '0,95']);
  });
});
