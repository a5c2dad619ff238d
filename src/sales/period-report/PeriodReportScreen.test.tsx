import { screen, waitFor, within } from '@testing-library/react';
import { renderScreen } from '@test/render';
import { backend } from '@test/setup';
import { tableByCaption } from '@test/queries';
import { PeriodReportScreen } from './PeriodReportScreen';

const PAGE = '/statistics/reports/sales';

const table = () => tableByCaption('Отчёт');
const headerRows = () => Array.from(table().querySelectorAll<HTMLTableRowElement>('thead tr')).map((tr) => Array.from(tr.cells).map((th) => th.textContent?.replace(/[▲▼↕]/g, '')));
const bodyRows = () => Array.from(table().querySelectorAll<HTMLTableRowElement>('tbody tr[data-row]'));
const last = () => backend.all('GET', PAGE).filter((r) => r.query.get_totals === undefined).at(-1);

async function open(at = PAGE) {
  const view = renderScreen(<PeriodReportScreen />, { at, entry: 'period-report' });
  await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
  return view;
}

jest.setTimeout(20000);

describe('PeriodReportScreen', () => {
  it('repeats the columns under each period, shows the totals on top and at the bottom, the compile time, HTML as text; sorts on the server', async () => {
    const { user } = await open();
    expect(headerRows()).toEqual([
      ['Агентство', 'Сентябрь 2026', 'Октябрь 2026', 'Ноябрь 2026'],
      ['Запрошено', 'Показы', 'Клики', 'Запрошено', 'Показы', 'Клики', 'Запрошено', 'Показы', 'Клики'],
    ]);
    expect(bodyRows()).toHaveLength(15);
    expect(bodyRows()[0].cells).toHaveLength(10);
    // 15 rows: the totals row on top as well as at the bottom (S 2), its values summed over all 42 rows.
    const totals = within(table()).getAllByText('Итого');
    expect(totals).toHaveLength(2);
    const [top] = totals.map((cell) => cell.closest('tr') as HTMLTableRowElement);
    expect(Array.from(top.cells).slice(1).every((cell) => /^\d[\d\s]*$/.test(cell.textContent ?? ''))).toBe(true);
    expect(screen.getByText(/^Отчёт сформирован: \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/)).toBeVisible();
    expect(screen.getAllByRole('navigation', { name: /^Страницы/ })).toHaveLength(1); // 15 rows: no second paginator

    await user.click(within(table()).getAllByText('Клики', { selector: 'button' })[0]);
    await waitFor(() => expect(last()?.query).toEqual({ page: '1', per_page: '15', field: 'clicks', order: 'asc' }));
    expect(window.location.hash).toBe('#f=clicks&o=asc');
    expect(backend.last('GET', PAGE).query).toEqual({ get_totals: '1' });

    await user.selectOptions(screen.getAllByLabelText('На странице')[0], '50');
    await waitFor(() => expect(bodyRows()).toHaveLength(42));
    expect(screen.getByRole('navigation', { name: 'Страницы (под таблицей)' })).toBeVisible();
    expect(within(table()).getByText('<img src=x onerror=alert(1)> Агентство №7')).toBeVisible();
    expect(table().querySelector('img')).toBeNull();
  });

  it('filters from the sidebar the answer describes, into the hash and both calls; few rows keep the totals at the bottom only; nothing found says so', async () => {
    const { user } = await open();
    await user.selectOptions(screen.getByLabelText('Продукт'), 'Видео');
    await user.type(screen.getByLabelText('Агентство'), 'group');
    await user.click(screen.getByText('Найти'));
    await waitFor(() => expect(last()?.query).toEqual({ 'filters[name]': 'group', 'filters[product]': 'video', page: '1', per_page: '15', field: 'requested', order: 'desc' }));
    expect(backend.last('GET', PAGE).query).toEqual({ 'filters[name]': 'group', 'filters[product]': 'video', get_totals: '1' });
    expect(window.location.hash).toBe('#fl=name%3Dgroup%26product%3Dvideo');
    await waitFor(() => expect(bodyRows().length).toBeLessThanOrEqual(10));
    expect(within(table()).getAllByText('Итого')).toHaveLength(1);

    // A date filter is the shared DD.MM.YYYY picker (not the browser's mm/dd/yyyy field); it is sent Y-m-d.
    const day = await screen.findByRole('textbox', { name: 'Периоды с' });
    expect(day).toHaveAttribute('placeholder', 'дд.мм.гггг');
    await user.type(day, '01.10.2026');
    await user.click(screen.getByText('Найти'));
    await waitFor(() => expect(last()?.query).toMatchObject({ 'filters[date_from]': '2026-10-01' }));
    await waitFor(() => expect(headerRows()[0]).toEqual(['Агентство', 'Октябрь 2026', 'Ноябрь 2026']));

    await user.clear(screen.getByLabelText('Агентство'));
    await user.type(screen.getByLabelText('Агентство'), 'zz{Enter}');
    expect(await screen.findByText('Нет данных')).toBeVisible();
  });
});
