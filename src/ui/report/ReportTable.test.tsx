import { render, screen, waitFor, within } from '@testing-library/react';
import { localPaging } from '@core/paging';
import type { ReportColumn } from '@core/report/columns';
import { ReportStore, type ReportPage } from '@core/report/ReportStore';
import { frozenLeftVar } from '../frozenColumns';
import { ReportTable, type ReportCells } from './ReportTable';

interface Row {
  id: number;
  name: string;
  sum: number;
  periods?: Record<string, Record<string, number>>;
}

const column = (field: string, title: string): ReportColumn => ({ field, title, isCard: false, sortable: false });
const COLUMNS = [column('id', 'ID'), column('name', 'Кампания'), column('sum', 'Сумма')];
const ROWS: Row[] = [
  { id: 1, name: 'Первая', sum: 10 },
  { id: 2, name: 'Вторая', sum: 20 },
];
const KEYS: ReportCells<Row> = { id: { frozen: true }, name: { frozen: true } };

function storeOf(over: Partial<ReportPage<Row>> = {}) {
  const store = new ReportStore<Row, object, undefined>({
    query: () => ({}),
    load: async () => ({ rows: ROWS, totals: [], columns: COLUMNS, compiledAt: null, total: null, info: undefined, ...over }),
    paging: localPaging({ sort: 'id', order: 'desc' }),
    rowKey: (row) => row.id,
    buildingMs: 0,
  });
  const stop = store.start();
  return { store, stop };
}

async function shown(ui: (store: ReportStore<Row, object, undefined>) => React.ReactElement, over: Partial<ReportPage<Row>> = {}) {
  const { store, stop } = storeOf(over);
  const view = render(ui(store));
  await waitFor(() => expect(store.state).toBe('ready'));
  return { store, stop, table: screen.getByRole('table', { name: 'Отчёт' }), view };
}

/** Header cells as wide as their text's length × 10 px (jsdom lays nothing out). */
function measuredHeaders() {
  return jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const width = this.tagName === 'TH' ? (this.textContent ?? '').length * 10 : 0;
    return { width, height: 0, x: 0, y: 0, top: 0, left: 0, right: width, bottom: 0, toJSON: () => ({}) };
  });
}

const frozenOf = (cells: HTMLElement[]) => cells.map((cell) => cell.classList.contains('cell-frozen'));

describe('ReportTable frozen key columns (issue 26)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('keeps the flagged leading columns on the left at their measured offsets, in the header, the rows and the totals', async () => {
    measuredHeaders();
    const { table, stop } = await shown((store) => <ReportTable store={store} caption="Отчёт" cells={KEYS} />, { totals: [{ id: 0, name: '', sum: 30 }] });
    expect(table).toHaveClass('has-frozen');
    const headers = within(table).getAllByRole('columnheader');
    expect(frozenOf(headers)).toEqual([true, true, false]);
    expect(headers[1]).toHaveClass('cell-frozen-last');
    expect(headers[1].style.left).toBe(`var(${frozenLeftVar(1)}, 0px)`);
    // 'ID' is 20 px wide: the name column sticks right after it.
    expect(table.style.getPropertyValue(frozenLeftVar(0))).toBe('0px');
    expect(table.style.getPropertyValue(frozenLeftVar(1))).toBe('20px');
    const firstRow = within(table).getByText('Вторая').closest('tr') as HTMLElement;
    expect(frozenOf(within(firstRow).getAllByRole('cell'))).toEqual([true, true, false]);
    const totals = within(table).getByText('30').closest('tr') as HTMLElement;
    expect(frozenOf(within(totals).getAllByRole('cell'))).toEqual([true, true, false]);
    stop();
  });

  it('freezes the first N columns by count, and a flagged column the user moved right scrolls with the rest', async () => {
    const first = await shown((store) => <ReportTable store={store} caption="Отчёт" frozen={1} />);
    expect(frozenOf(within(first.table).getAllByRole('columnheader'))).toEqual([true, false, false]);
    first.stop();
    first.view.unmount();

    const moved = await shown((store) => <ReportTable store={store} caption="Отчёт" cells={KEYS} />, { columns: [column('sum', 'Сумма'), column('id', 'ID'), column('name', 'Кампания')] });
    expect(frozenOf(within(moved.table).getAllByRole('columnheader'))).toEqual([false, false, false]);
    expect(moved.table).not.toHaveClass('has-frozen');
    moved.stop();
    moved.view.unmount();

    // 'keys': the server's columns through the card one (an id and the row's name), else the first alone.
    const keys = await shown((store) => <ReportTable store={store} caption="Отчёт" frozen="keys" />, { columns: [COLUMNS[0], { ...COLUMNS[1], isCard: true }, COLUMNS[2]] });
    expect(frozenOf(within(keys.table).getAllByRole('columnheader'))).toEqual([true, true, false]);
    keys.stop();
    keys.view.unmount();
    const noCard = await shown((store) => <ReportTable store={store} caption="Отчёт" frozen="keys" />);
    expect(frozenOf(within(noCard.table).getAllByRole('columnheader'))).toEqual([true, false, false]);
    noCard.stop();
  });

  it('freezes the key columns of a two-row period header too (they span both rows)', async () => {
    measuredHeaders();
    const periods = [
      { key: '2026-10', title: 'Октябрь' },
      { key: '2026-11', title: 'Ноябрь' },
    ];
    const rows = ROWS.map((row) => ({ ...row, periods: { '2026-10': { sum: 1 }, '2026-11': { sum: 2 } } }));
    const { table, stop } = await shown((store) => <ReportTable store={store} caption="Отчёт" cells={KEYS} />, { rows, periods, columns: [{ ...COLUMNS[0], isCard: true }, { ...COLUMNS[1], isCard: true }, COLUMNS[2]] });
    const [top] = within(table).getAllByRole('row');
    const heads = within(top).getAllByRole('columnheader');
    expect(heads.map((h) => h.textContent)).toEqual(['ID', 'Кампания', 'Октябрь', 'Ноябрь']);
    expect(frozenOf(heads)).toEqual([true, true, false, false]);
    expect(heads[0]).toHaveAttribute('rowspan', '2');
    expect(table.style.getPropertyValue(frozenLeftVar(1))).toBe('20px');
    stop();
  });
});

describe('ReportTable box (issue 26)', () => {
  it('says an empty wide report in the visible part of the box, not centred across every column', async () => {
    const { table, stop } = await shown((store) => <ReportTable store={store} caption="Отчёт" cells={KEYS} empty="Нет данных" />, { rows: [] });
    const message = within(table).getByText('Нет данных');
    expect(message).toHaveClass('table-in-view');
    expect(message.closest('td')).toHaveAttribute('colspan', '3');
    stop();
  });

  it('is a box of at most its height, never a fixed one, windowed or not, so a few rows leave no tall empty box', async () => {
    const plain = await shown((store) => <ReportTable store={store} caption="Отчёт" height={550} />);
    const box = screen.getByRole('region', { name: 'Отчёт' });
    expect(box.style.maxHeight).toBe('550px');
    expect(box.style.height).toBe('');
    plain.stop();
    plain.view.unmount();

    const windowed = await shown((store) => <ReportTable store={store} caption="Отчёт" height={550} windowAbove={0} />);
    const windowBox = screen.getByRole('region', { name: 'Отчёт' });
    expect(windowBox.style.height).toBe('');
    // Both rows drawn, no spacer holding the box open.
    expect(within(windowed.table).getAllByText(/Первая|Вторая/)).toHaveLength(2);
    expect(windowed.table.querySelectorAll('tr[aria-hidden="true"]')).toHaveLength(0);
    windowed.stop();
  });
});

describe('ReportTable cells (issue 26)', () => {
  it('writes numbers in Russian by the column: grouped with a comma, ids ungrouped, the server’s type, totals alike', async () => {
    const columns = [column('id', 'ID'), column('name', 'Кампания'), column('sum', 'Сумма'), column('ctr', 'CTR'), { ...column('price', 'Цена'), kind: 'money' as const }];
    const rows = [{ id: 12345, name: '2026', sum: 49819, ctr: '0.95', price: 7 }];
    const totals = [{ id: null, name: '', sum: 49819, ctr: '0.95', price: 7 }];
    const { table, stop } = await shown((store) => <ReportTable store={store} caption="Отчёт" />, { rows: rows as unknown as Row[], totals: totals as unknown as Row[], columns });
    const [, line, total] = within(table).getAllByRole('row');
    // A name that looks like a number is a name.
    expect(within(line).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['12345', '2026', '49\u00a0819', '0,95', '7,00']);
    expect(within(total).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Итого', '', '49\u00a0819', '0,95', '7,00']);
    stop();
  });

  it('writes a period’s repeated cells the same way, numbers to the right', async () => {
    const columns = [{ ...column('campaign_id', 'ID'), isCard: true }, column('sum', 'Сумма'), column('ctr', 'CTR')];
    const rows = [{ campaign_id: 12345, periods: { '2026-11': { sum: 1234567, ctr: '0.5' } } }];
    const periods = [{ key: '2026-11', title: 'Ноябрь' }];
    const { table, stop } = await shown((store) => <ReportTable store={store} caption="Отчёт" />, { rows: rows as unknown as Row[], columns, periods });
    const line = within(table).getAllByRole('row')[2];
    const cells = within(line).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(['12345', '1\u00a0234\u00a0567', '0,50']);
    expect(cells[1]).toHaveClass('text-end');
    expect(cells[2]).toHaveClass('text-end');
    stop();
  });
});

describe('ReportTable number columns (issue 44)', () => {
  it("right-aligns a number column by its type, header and totals too, in tabular figures; text and ids stay left", async () => {
    const columns = [column('id', 'ID'), column('name', 'Кампания'), { ...column('shows', 'Показы'), kind: 'integer' as const }, { ...column('price', 'Цена'), kind: 'money' as const }, { ...column('ctr', 'CTR'), kind: 'percent' as const }, column('clicks', 'Клики')];
    const rows = [{ id: 12345, name: 'Первая', shows: 49819, price: 7, ctr: 1.5, clicks: 12 }];
    const totals = [{ id: null, name: '', shows: 49819, price: 7, ctr: 1.5, clicks: 12 }];
    const { table, stop } = await shown((store) => <ReportTable store={store} caption="Отчёт" />, { rows: rows as unknown as Row[], totals: totals as unknown as Row[], columns });
    const [head, line, total] = within(table).getAllByRole('row');
    const right = (cells: HTMLElement[]) => cells.map((cell) => cell.classList.contains('text-end') && cell.classList.contains('cell-number'));
    expect(right(within(head).getAllByRole('columnheader'))).toEqual([false, false, true, true, true, false]);
    expect(right(within(line).getAllByRole('cell'))).toEqual([false, false, true, true, true, true]);
    expect(right(within(total).getAllByRole('cell'))).toEqual([false, false, true, true, true, true]);
    stop();
  });
});
