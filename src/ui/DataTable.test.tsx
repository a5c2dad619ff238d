import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Selection } from '@core/selection';
import { AUTO_WINDOW_ROWS, DataTable, EMPTY_TEXT, type Column } from './DataTable';
import { Paginator, pageWindow } from './Paginator';

interface Row {
  id: number;
  name: string;
  sum: number;
}

const columns: Column<Row>[] = [
  { key: 'id', title: 'ID', sortable: true },
  { key: 'name', title: 'Название', sortable: true, render: (r) => <b>{r.name}</b> },
  { key: 'sum', title: 'Сумма', align: 'end' },
];
const rows: Row[] = [
  { id: 1, name: '<img src=x onerror=alert(1)>', sum: 10 },
  { id: 2, name: 'Второй', sum: 5 },
];

describe('DataTable', () => {
  it('sorts by a header click, marks the sorted column, and shows server text as text', async () => {
    const onSort = jest.fn();
    render(<DataTable rows={rows} columns={columns} rowKey={(r) => r.id} caption="Тест" sort={{ field: 'id', order: 'desc', onSort }} />);
    expect(screen.getByRole('columnheader', { name: /ID/ })).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(screen.getByRole('button', { name: /Название/ }));
    expect(onSort).toHaveBeenCalledWith('name');
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });

  it('keeps a column at least as wide as its width, so a long text elsewhere cannot squeeze it into letters', () => {
    render(<DataTable rows={rows} columns={[{ key: 'id', title: 'ID', width: '5rem' }, { key: 'name', title: 'Название' }]} rowKey={(r) => r.id} caption="Тест" />);
    const header = screen.getByRole('columnheader', { name: 'ID' });
    expect(header.style.width).toBe('5rem');
    expect(header.style.minWidth).toBe('5rem');
  });

  it('clips a column on one line with the whole text in the cell\'s tooltip, the cell itself with no wrapper (issue 45)', () => {
    const long = 'Очень длинное название площадки, которое не помещается в колонку';
    render(
      <DataTable
        rows={[{ id: 1, name: long, sum: 10 }]}
        columns={[{ key: 'id', title: 'ID' }, { key: 'name', title: 'Название', clip: (r) => r.name }]}
        rowKey={(r) => r.id}
        caption="Тест"
      />,
    );
    const cell = screen.getByRole('cell', { name: long });
    expect(cell).toHaveAttribute('title', long);
    expect(cell).toHaveClass('text-truncate');
    expect(cell).not.toHaveClass('text-break-anywhere');
    expect(cell.childElementCount).toBe(0);
    // A column that does not clip wraps anywhere and has no tooltip.
    const id = screen.getByRole('cell', { name: '1' });
    expect(id).not.toHaveAttribute('title');
    expect(id).toHaveClass('text-break-anywhere');
  });

  it('selects rows one by one and all at once', async () => {
    const selection = new Selection<number>();
    render(<DataTable rows={rows} columns={columns} rowKey={(r) => r.id} caption="Тест" selection={selection} rowLabel={(r) => `Выбрать ${r.id}`} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Выбрать 2' }));
    expect([...selection.keys]).toEqual([2]);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Выбрать все строки' }));
    expect(selection.size).toBe(2);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Выбрать все строки' }));
    expect(selection.size).toBe(0);
  });

  it('says so when there are no rows, and shows a totals row', () => {
    const { rerender } = render(<DataTable rows={[]} columns={columns} rowKey={(r) => r.id} caption="Тест" />);
    expect(screen.getByText(EMPTY_TEXT)).toBeInTheDocument();
    rerender(<DataTable rows={rows} columns={columns} rowKey={(r) => r.id} caption="Тест" totals={{ sum: 15 }} />);
    const foot = screen.getAllByRole('rowgroup').at(-1) as HTMLElement;
    expect(within(foot).getByText('Итого')).toBeInTheDocument();
    expect(within(foot).getByText('15')).toBeInTheDocument();
  });

  it('windows thousands of rows: only those in view are in the DOM', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({ id: i + 1, name: `Сайт ${i + 1}`, sum: i }));
    render(<DataTable rows={many} columns={columns} rowKey={(r) => r.id} caption="Тест" virtual={{ height: 400, rowHeight: 40 }} />);
    const rendered = document.querySelectorAll('tbody tr[data-index]').length;
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThan(40);
    expect(screen.getByText('Сайт 1')).toBeInTheDocument();
  });

  it('draws the rows in view and no more until its first frame is painted, then the rows around them (issue 45)', async () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({ id: i + 1, name: `Сайт ${i + 1}`, sum: i }));
    render(<DataTable rows={many} columns={columns} rowKey={(r) => r.id} caption="Тест" virtual={{ height: 400, rowHeight: 40 }} />);
    const rendered = () => document.querySelectorAll('tbody tr[data-index]').length;
    // A box of 400 px holds 10 rows of 40.
    expect(rendered()).toBe(10);
    // jsdom paints no frame: afterPaint's own cap lets the rest go.
    await act(() => new Promise((r) => setTimeout(r, 150)));
    expect(rendered()).toBe(20);
  });
});

describe('DataTable windowed: no layout read while React commits (issue 31)', () => {
  it('mounts and re-renders thousands of rows without reading a size (a forced synchronous layout in a browser)', () => {
    const rect = jest.spyOn(Element.prototype, 'getBoundingClientRect');
    const scrollWidth = jest.spyOn(Element.prototype, 'scrollWidth', 'get');
    const clientWidth = jest.spyOn(Element.prototype, 'clientWidth', 'get');
    // jsdom has no Element.scrollTo: a stand-in that counts (scrolling a box lays the page out first).
    const scrollTo = jest.fn();
    Object.defineProperty(Element.prototype, 'scrollTo', { value: scrollTo, configurable: true, writable: true });
    try {
      const many = Array.from({ length: 10_000 }, (_, i) => ({ id: i + 1, name: `Сайт ${i + 1}`, sum: i }));
      const { rerender } = render(<DataTable rows={many} columns={columns} rowKey={(r) => r.id} caption="Тест" virtual={{ height: 400, rowHeight: 40 }} />);
      rerender(<DataTable rows={many.slice(1)} columns={columns} rowKey={(r) => r.id} caption="Тест" virtual={{ height: 400, rowHeight: 40 }} />);
      expect(screen.getByText('Сайт 2')).toBeInTheDocument();
      expect({ rect: rect.mock.calls.length, scrollWidth: scrollWidth.mock.calls.length, clientWidth: clientWidth.mock.calls.length, scrollTo: scrollTo.mock.calls.length }).toEqual({
        rect: 0,
        scrollWidth: 0,
        clientWidth: 0,
        scrollTo: 0,
      });
    } finally {
      delete (Element.prototype as { scrollTo?: unknown }).scrollTo;
      rect.mockRestore();
      scrollWidth.mockRestore();
      clientWidth.mockRestore();
    }
  });

  it('follows the scroll box as its ResizeObserver reports it, from the entry (no read of its own)', () => {
    const observers: Array<(entries: unknown[]) => void> = [];
    const original = window.ResizeObserver;
    window.ResizeObserver = class {
      constructor(callback: (entries: unknown[]) => void) {
        observers.push(callback);
      }
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    } as unknown as typeof ResizeObserver;
    try {
      const many = Array.from({ length: 10_000 }, (_, i) => ({ id: i + 1, name: `Сайт ${i + 1}`, sum: i }));
      const table = () => <DataTable rows={many} columns={columns} rowKey={(r) => r.id} caption="Тест" virtual={{ height: 400, rowHeight: 40 }} />;
      // The scroll box's ref is attached after the rows' first commit: the window finds its box on the next render.
      render(table()).rerender(table());
      const before = document.querySelectorAll('tbody tr[data-index]').length;
      // The box turns out 2 000 px high: the window grows to fill it.
      act(() => observers.forEach((notify) => notify([{ borderBoxSize: [{ inlineSize: 900, blockSize: 2000 }], contentRect: { width: 900, height: 2000 } }])));
      expect(document.querySelectorAll('tbody tr[data-index]').length).toBeGreaterThan(before + 30);
    } finally {
      window.ResizeObserver = original;
    }
  });
});

describe('DataTable: the header checkbox of a long list', () => {
  it('looks up no row of 100 000 while nothing is selected; says some, then all, as rows are selected', async () => {
    const many = Array.from({ length: 100_000 }, (_, i) => ({ id: i + 1, name: `Сайт ${i + 1}`, sum: i }));
    const selection = new Selection<number>();
    const has = jest.spyOn(selection.keys, 'has');
    const table = (rows: Row[]) => <DataTable rows={rows} columns={columns} rowKey={(r) => r.id} caption="Тест" selection={selection} rowLabel={(r) => `Выбрать ${r.id}`} />;
    const { rerender } = render(table(many));
    expect(has.mock.calls.length).toBeLessThan(100);
    const header = () => screen.getByRole<HTMLInputElement>('checkbox', { name: 'Выбрать все строки' });
    expect([header().checked, header().indeterminate]).toEqual([false, false]);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Выбрать 2' }));
    expect([header().checked, header().indeterminate]).toEqual([false, true]);
    rerender(table(many.slice(1, 2)));
    expect([header().checked, header().indeterminate]).toEqual([true, false]);
  });
});

describe('DataTable windowed: the rows in view follow the scroll', () => {
  it('shows the rows at the scroll offset, and those of a shorter list when a filter cuts it while scrolled down', () => {
    const many = Array.from({ length: 100_000 }, (_, i) => ({ id: i + 1, name: `Сайт ${i + 1}`, sum: i }));
    const table = (rows: Row[]) => <DataTable rows={rows} columns={columns} rowKey={(r) => r.id} caption="Тест" virtual={{ height: 400, rowHeight: 40 }} />;
    const { rerender } = render(table(many));
    const box = screen.getByRole('region', { name: 'Прокручиваемая таблица' });
    Object.defineProperty(box, 'scrollTop', { value: 40 * 50_000, configurable: true });
    act(() => {
      box.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByText('Сайт 50001')).toBeInTheDocument();
    expect(screen.queryByText('Сайт 1')).toBeNull();
    expect(document.querySelectorAll('tbody tr[data-index]').length).toBeLessThan(40);
    rerender(table(many.slice(0, 100)));
    expect(screen.getByText('Сайт 100')).toBeInTheDocument();
    expect(document.querySelectorAll('tbody tr[data-index]').length).toBeGreaterThan(5);
  });
});

describe('DataTable of an unpaged list', () => {
  // Issue 32.5: a table its screen did not window is windowed once it has more than AUTO_WINDOW_ROWS rows.
  it('keeps every row of a short list, and windows 100 000 rows', () => {
    const make = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `Строка ${i + 1}`, sum: i }));
    const { unmount } = render(<DataTable rows={make(AUTO_WINDOW_ROWS)} columns={columns} rowKey={(r) => r.id} caption="Тест" />);
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(AUTO_WINDOW_ROWS + 1);
    unmount();
    const started = performance.now();
    render(<DataTable rows={make(100_000)} columns={columns} rowKey={(r) => r.id} caption="Тест" maxHeight={550} />);
    const shown = document.querySelectorAll('tbody tr[data-index]');
    expect(shown.length).toBeGreaterThan(10);
    expect(shown.length).toBeLessThan(60);
    expect(screen.getByText('Строка 1')).toBeInTheDocument();
    expect(performance.now() - started).toBeLessThan(1500);
  });
});

describe('Paginator', () => {
  it('shows a window of pages with gaps and moves by page', async () => {
    expect(pageWindow(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
    const onPage = jest.fn();
    const onPerPage = jest.fn();
    render(<Paginator page={1} pageCount={3} total={120} perPage={50} onPage={onPage} onPerPage={onPerPage} />);
    expect(screen.getByRole('button', { name: 'Предыдущая страница' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Страница 1' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Следующая страница' }));
    expect(onPage).toHaveBeenCalledWith(2);
    expect(screen.getByText('Всего: 120')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'На странице' }), 'Все');
    expect(onPerPage).toHaveBeenCalledWith('all');
  });

  it('freezes its key columns (with the selection’s checkboxes) on the left of a wide table (issue 26)', () => {
    const selection = new Selection<number>();
    const keyed: Column<Row>[] = [{ ...columns[0], frozen: true }, { ...columns[1], frozen: true }, columns[2]];
    render(<DataTable rows={rows} columns={keyed} rowKey={(r) => r.id} caption="Тест" selection={selection} />);
    const table = screen.getByRole('table', { name: 'Тест' });
    expect(table).toHaveClass('has-frozen');
    const frozen = (cells: HTMLElement[]) => cells.map((cell) => cell.classList.contains('cell-frozen'));
    expect(frozen(within(table).getAllByRole('columnheader'))).toEqual([true, true, true, false]);
    const row = within(table).getByText('Второй').closest('tr') as HTMLElement;
    expect(frozen(within(row).getAllByRole('cell'))).toEqual([true, true, true, false]);
    expect(within(row).getAllByRole('cell')[2]).toHaveClass('cell-frozen-last');
    expect(within(row).getAllByRole('cell')[2].style.left).toBe('var(--frozen-left-2, 0px)');
  });

  it('says an empty table in the visible part of its box, however wide (issue 26)', () => {
    render(<DataTable rows={[]} columns={columns} rowKey={(r: Row) => r.id} caption="Тест" maxHeight={550} />);
    expect(screen.getByText(EMPTY_TEXT)).toHaveClass('table-in-view');
    const box = screen.getByRole('region', { name: 'Тест' });
    expect(box.style.maxHeight).toBe('550px');
    expect(box.style.height).toBe('');
  });

  it('formats the cells it writes in Russian: numbers grouped with a comma, ids ungrouped, a declared kind as said (issue 26)', () => {
    interface Figures {
      id: number;
      campaign_id: string;
      shows: number;
      ctr: string;
      amount: number;
      year: number;
      code: string;
      bad: number;
    }
    const figures: Column<Figures>[] = [
      { key: 'id', title: 'ID' },
      { key: 'campaign_id', title: 'Кампания' },
      { key: 'shows', title: 'Показы' },
      { key: 'ctr', title: 'CTR' },
      { key: 'amount', title: 'Сумма', kind: 'money' },
      { key: 'year', title: 'Год' },
      { key: 'code', title: 'Код' },
      { key: 'bad', title: 'Ошибка', kind: 'number' },
    ];
    const row: Figures = { id: 12345, campaign_id: '67890', shows: 49819, ctr: '0.95', amount: 1500.5, year: 2026, code: '00123', bad: Number.NaN };
    render(<DataTable rows={[row]} columns={figures} rowKey={(r) => r.id} caption="Тест" />);
    const cells = within(screen.getByRole('table', { name: 'Тест' })).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(['12345', '67890', '49\u00a0819', '0,95', '1\u00a0500,50', '2026', '00123', '—']);
  });
});

describe('DataTable number columns (issue 44)', () => {
  it("right-aligns a number column by its kind, its header and totals too, in tabular figures; an explicit alignment wins", () => {
    const numbers: Column<Row>[] = [
      { key: 'id', title: 'ID', kind: 'id' },
      { key: 'name', title: 'Название' },
      { key: 'sum', title: 'Сумма', kind: 'money' },
      { key: 'share', title: 'Доля', kind: 'percent', align: 'center' },
    ];
    render(<DataTable rows={[{ ...rows[1], share: 5 } as Row]} columns={numbers} rowKey={(r) => r.id} caption="Тест" totals={{ sum: '15,00' }} />);
    const table = screen.getByRole('table', { name: 'Тест' });
    const [head, line, total] = within(table).getAllByRole('row');
    const right = (cells: HTMLElement[]) => cells.map((cell) => cell.classList.contains('text-end') && cell.classList.contains('cell-number'));
    expect(right(within(head).getAllByRole('columnheader'))).toEqual([false, false, true, false]);
    expect(right(within(line).getAllByRole('cell'))).toEqual([false, false, true, false]);
    expect(right(within(total).getAllByRole('cell'))).toEqual([false, false, true, false]);
    expect(within(line).getAllByRole('cell')[2]).toHaveTextContent('5,00');
  });
});
