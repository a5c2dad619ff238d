import { observer } from 'mobx-react-lite';
import { useRef, type ReactNode, type RefObject } from 'react';
import { keyColumnCount, type ReportColumn } from '@core/report/columns';
import { formatCell, isIdKey, type CellKind } from '@core/format';
import { periodValue, type PeriodLayout } from '@core/report/periods';
import type { ExpandedRow, ReportStore } from '@core/report/ReportStore';
import { LoadFailedInline, TABLE_LOAD_FAILED } from '../LoadFailed';
import { frozenCount, useFrozenColumns, withFrozen } from '../frozenColumns';
import { useWindow } from '../VirtualRows';
import './report.css';
import { TableScrollBox } from '../TableScrollBox';
import { isNumberKind, NUMBER_CELL } from '../numberCells';

/** How a field's cells show; a field without one shows its value as text. */
export interface ReportCell<Row> {
  render?: (row: Row) => ReactNode;
  /** Colour rules (S 9): a class for the cell, e.g. 'table-danger'. */
  className?: (row: Row) => string | undefined;
  align?: 'end' | 'center';
  width?: string;
  /** A key column (an id, a name): it stays on the left while a wide table scrolls sideways, when it leads the columns (see `frozen`). */
  frozen?: boolean;
  /** How a field without `render` shows its values; else the column's own (the server's `type`), else 'auto' (formatCell). */
  kind?: CellKind;
}
export type ReportCells<Row> = Partial<Record<string, ReportCell<Row>>>;

export interface ReportTableProps<Row, Detail> {
  // The table reads rows, columns and sort; the query and extra info do not matter to it.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- variance: any filters and info
  store: ReportStore<Row, any, any, Detail>;
  /** The table's accessible name. */
  caption: string;
  cells?: ReportCells<Row>;
  /** The content of an expanded row (its details), under the row across every column. */
  renderDetail?: (row: Row, expanded: ExpandedRow<Detail>) => ReactNode;
  empty?: ReactNode;
  /** The label of the totals rows' first cell when the row has nothing there. */
  totalsLabel?: string;
  /** The scroll box height (S 9: 550 px), its header sticky. */
  height?: number;
  /** Window the rows above this many (the DOM keeps only what is in view). */
  windowAbove?: number;
  rowHeight?: number;
  /**
   * Freeze the first this many columns (default 0), or 'keys': the row's key columns the server
   * describes (keyColumnCount: an id and the card column). The columns right after them, or from the
   * first, whose cell is flagged `frozen`, are frozen too. A flagged column the user moved further
   * right scrolls with the rest: frozen columns are always the leading ones.
   */
  frozen?: number | 'keys';
}

const alignClass = (align?: 'end' | 'center') => (align ? `text-${align}` : '');

/** A column's alignment: the cell's own; else a number's column (its kind: the cell's, else the server's type) to the right in tabular figures, header too (issue 44). */
function columnAlign(column: ReportColumn, cell?: Pick<ReportCell<unknown>, 'align' | 'kind'>): string {
  if (isNumberKind(cell?.kind ?? column.kind) && (cell?.align === undefined || cell.align === 'end')) return NUMBER_CELL;
  return alignClass(cell?.align);
}

/** A value the cell shows as a number (a number, or numeric text formatCell grouped or gave a comma): to the right. */
const isNumberText = (value: unknown, text: string): boolean => typeof value === 'number' || (typeof value === 'string' && value !== text && /^-?[\d\u00a0]+(,\d+)?$/.test(text));

/** A cell without `render`: formatCell's one rule (numbers in ru-RU: '49 819', '0,95'; ids, years, codes ungrouped). */
function cellText(row: unknown, column: ReportColumn, cell?: ReportCell<never>): string {
  return formatCell((row as Record<string, unknown>)[column.field], column.field, cell?.kind ?? column.kind);
}

/** A column of no declared kind: a number's cell (not an id's) to the right all the same, as a period's cell (PeriodCells). */
function untypedNumber(row: unknown, column: ReportColumn, cell: Pick<ReportCell<unknown>, 'align' | 'kind'> | undefined, text: string): string {
  if ((cell?.kind ?? column.kind ?? 'auto') !== 'auto' || cell?.align || isIdKey(column.field)) return '';
  return isNumberText((row as Record<string, unknown>)[column.field], text) ? NUMBER_CELL : '';
}

function cellClass<Row>(column: ReportColumn, cell: ReportCell<Row> | undefined, row: Row): string {
  return [columnAlign(column, cell), cell?.width ? 'report-wrap text-break-anywhere' : '', cell?.className?.(row)].filter(Boolean).join(' ');
}

/**
 * With periods, the card's cells wrap in a column of their own width, so the periods stay in view beside a long name;
 * so does a frozen card column without a width of its own, so the frozen part leaves the box room to scroll.
 */
function cardClass(layout: PeriodLayout, column?: ReportColumn, cell?: ReportCell<never>, frozen = false): string | undefined {
  if (layout.periods.length) return 'report-card';
  return frozen && column?.isCard && !cell?.width ? 'report-card' : undefined;
}

/** A repeated column's cell of one period: its value as a cell's (formatCell), a number to the right. */
function PeriodCells<Row>({ row, layout, cells }: { row: Row; layout: PeriodLayout; cells: ReportCells<Row> }) {
  return (
    <>
      {layout.periods.map((p) =>
        layout.repeated.map((c) => {
          const value = periodValue(row, p.key, c.field);
          const cell = cells[c.field];
          const text = formatCell(value, c.field, cell?.kind ?? c.kind);
          const align = columnAlign(c, cell) || (isNumberText(value, text) ? NUMBER_CELL : '');
          return (
            <td key={`${p.key}:${c.field}`} className={align || undefined}>
              {text}
            </td>
          );
        }),
      )}
    </>
  );
}

function Cells<Row>({ row, layout, cells, frozen }: { row: Row; layout: PeriodLayout; cells: ReportCells<Row>; frozen: number }) {
  return (
    <>
      {layout.fixed.map((c, i) => {
        const cell = cells[c.field];
        const text = cell?.render ? null : cellText(row, c, cell);
        const number = text === null ? '' : untypedNumber(row, c, cell, text);
        return (
          <td key={c.field} {...withFrozen(i, frozen, [cellClass(c, cell, row), number, cardClass(layout, c, cell, i < frozen)].filter(Boolean).join(' '))}>
            {cell?.render ? cell.render(row) : text}
          </td>
        );
      })}
      <PeriodCells row={row} layout={layout} cells={cells} />
    </>
  );
}

function SortButton({ column, active, order, onSort }: { column: ReportColumn; active: boolean; order: 'asc' | 'desc'; onSort(field: string): void }) {
  return (
    <button type="button" className="sort-button" onClick={() => onSort(column.field)}>
      {column.title}
      <span aria-hidden="true" className={active ? '' : 'text-body-tertiary'}>
        {active ? (order === 'asc' ? '▲' : '▼') : '↕'}
      </span>
    </button>
  );
}

/** One body line: a report row, or the details of the expanded one. */
type Line<Row> = { kind: 'row'; row: Row; index: number } | { kind: 'detail'; row: Row };

function useLines<Row, Detail>(store: ReportStore<Row, unknown, unknown, Detail>): Line<Row>[] {
  const rows = store.shownRows;
  const open = store.expanded?.key;
  const lines: Line<Row>[] = [];
  rows.forEach((row, index) => {
    lines.push({ kind: 'row', row, index });
    if (open !== undefined && store.rowKey(row) === open) lines.push({ kind: 'detail', row });
  });
  return lines;
}

/** What drawing a line needs (no refs: lines are drawn during render). */
interface LineContext<Row, Detail> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- variance: any filters and info
  store: ReportStore<Row, any, any, Detail>;
  layout: PeriodLayout;
  /** How many cells a line has (every fixed column, and each repeated one once per period). */
  span: number;
  /** How many leading columns are frozen. */
  frozen: number;
  cells: ReportCells<Row>;
  renderDetail?: (row: Row, expanded: ExpandedRow<Detail>) => ReactNode;
}

function lineOf<Row, Detail>(context: LineContext<Row, Detail>, line: Line<Row>, ref?: (el: HTMLTableRowElement | null) => void, dataIndex?: number) {
  const { store, layout, cells } = context;
  const key = String(store.rowKey(line.row));
  if (line.kind === 'detail') {
    const expanded = store.expanded;
    return (
      <tr key={`${key}:detail`} ref={ref} data-index={dataIndex} className="report-detail">
        <td colSpan={context.span} className="bg-body-tertiary p-0">
          {/* In the box's visible part, however wide the row: the details do not scroll away with the columns. */}
          <div className="table-in-view p-1">{expanded && context.renderDetail?.(line.row, expanded)}</div>
        </td>
      </tr>
    );
  }
  return (
    <tr key={key} ref={ref} data-index={dataIndex} data-row={line.index} className={store.isExpanded(line.row) ? 'table-active' : undefined}>
      <Cells row={line.row} layout={layout} cells={cells} frozen={context.frozen} />
    </tr>
  );
}

interface WindowProps<Row, Detail> {
  context: LineContext<Row, Detail>;
  lines: Line<Row>[];
  scrollRef: RefObject<HTMLDivElement | null>;
  rowHeight: number;
  height: number;
}

/** Only the lines in view are in the DOM; spacer rows keep the scroll height true. Heights are measured, so details may be tall. */
function WindowedBody<Row, Detail>({ context, lines, scrollRef, rowHeight, height }: WindowProps<Row, Detail>) {
  const { virtualizer, items, before, after } = useWindow(lines.length, () => scrollRef.current, (i) => (lines[i]?.kind === 'detail' ? 240 : rowHeight), height, {
    getItemKey: (i) => {
      const line = lines[i];
      return line ? `${String(context.store.rowKey(line.row))}:${line.kind}` : i;
    },
    overscan: 8,
  });
  const { span } = context;
  return (
    <>
      {before > 0 && (
        <tr aria-hidden="true" style={{ height: before }}>
          <td colSpan={span} className="p-0 border-0" />
        </tr>
      )}
      {items.map((item) => lineOf(context, lines[item.index], virtualizer.measureElement, item.index))}
      {after > 0 && (
        <tr aria-hidden="true" style={{ height: after }}>
          <td colSpan={span} className="p-0 border-0" />
        </tr>
      )}
    </>
  );
}

function TotalsRows<Row>({ rows, layout, cells, label, position, frozen }: { rows: Row[]; layout: PeriodLayout; cells: ReportCells<Row>; label: string; position: string; frozen: number }) {
  return (
    <>
      {rows.map((row, i) => (
        <tr key={`${position}${i}`} className="table-secondary fw-semibold">
          {layout.fixed.map((c, j) => {
            const cell = cells[c.field];
            const text = cellText(row, c, cell);
            return (
              <td key={c.field} {...withFrozen(j, frozen, [columnAlign(c, cell), untypedNumber(row, c, cell, text), cell?.className?.(row), cardClass(layout, c, cell, j < frozen)].filter(Boolean).join(' '))}>
                {text === '' && j === 0 ? label : cell?.render && text !== '' ? cell.render(row) : text}
              </td>
            );
          })}
          <PeriodCells row={row} layout={layout} cells={cells} />
        </tr>
      ))}
    </>
  );
}

interface HeaderCellProps<Row> {
  column: ReportColumn;
  cell?: ReportCell<Row>;
  sort: string;
  order: 'asc' | 'desc';
  onSort(field: string): void;
  rowSpan?: number;
  card?: boolean;
  /** The column's place among the frozen ones, when it is one. */
  frozen?: { index: number; count: number };
}

function HeaderCell<Row>({ column, cell, sort, order, onSort, rowSpan, card, frozen }: HeaderCellProps<Row>) {
  const active = sort === column.field;
  const own = [columnAlign(column, cell), cell?.width ? 'report-wrap' : '', card ? 'report-card' : ''].filter(Boolean).join(' ');
  const style = cell?.width ? { width: cell.width, minWidth: cell.width } : undefined;
  return (
    <th
      scope="col"
      rowSpan={rowSpan}
      data-frozen={frozen && frozen.index < frozen.count ? frozen.index : undefined}
      {...(frozen ? withFrozen(frozen.index, frozen.count, own, style) : { className: own || undefined, style })}
      aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      {column.sortable ? <SortButton column={column} active={active} order={order} onSort={onSort} /> : column.title}
    </th>
  );
}

/** The header: one row; with periods two, each period's title over its repeated columns (S 2). */
function HeaderRows<Row>({ layout, cells, sort, order, onSort, frozen }: { layout: PeriodLayout; cells: ReportCells<Row>; sort: string; order: 'asc' | 'desc'; onSort(field: string): void; frozen: number }) {
  const grouped = layout.periods.length > 0;
  return (
    <>
      <tr>
        {layout.fixed.map((c, i) => (
          <HeaderCell key={c.field} column={c} cell={cells[c.field]} sort={sort} order={order} onSort={onSort} rowSpan={grouped ? 2 : undefined} card={cardClass(layout, c, cells[c.field], i < frozen) !== undefined} frozen={{ index: i, count: frozen }} />
        ))}
        {layout.periods.map((p) => (
          <th key={p.key} scope="colgroup" colSpan={layout.repeated.length} className="text-center report-period">
            {p.title}
          </th>
        ))}
      </tr>
      {grouped && (
        <tr>
          {layout.periods.map((p) => layout.repeated.map((c) => <HeaderCell key={`${p.key}:${c.field}`} column={c} cell={cells[c.field]} sort={sort} order={order} onSort={onSort} />))}
        </tr>
      )}
    </>
  );
}

/**
 * A report table: the columns the server describes (as the user arranged them), sortable headers,
 * totals rows (under the table, repeated on top of long lists), one expandable row, colour classes,
 * and windowing for long answers (thousands of campaigns).
 */
function ReportTableView<Row, Detail>(props: ReportTableProps<Row, Detail>) {
  const { store, caption, height = 550, windowAbove = 100, cells = {}, totalsLabel = 'Итого' } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const layout = store.layout;
  const frozen = frozenCount(
    layout.fixed.map((c) => cells[c.field]?.frozen ?? false),
    props.frozen === 'keys' ? keyColumnCount(layout.fixed) : props.frozen,
  );
  useFrozenColumns(tableRef, frozen);
  const lines = useLines(store);
  const windowed = store.shownRows.length > windowAbove;
  const { sort, order } = store.paging;
  const span = Math.max(1, layout.fixed.length + layout.periods.length * layout.repeated.length);
  const context: LineContext<Row, Detail> = { store, layout, span, frozen, cells, renderDetail: props.renderDetail };
  const totals = store.totals;
  return (
    <TableScrollBox boxRef={scrollRef} className="report-scroll" maxHeight={height} caption={caption}>
      <table ref={tableRef} className={`table table-sm table-hover align-middle table-sticky mb-0 report-table${layout.periods.length ? ' has-periods' : ''}${frozen ? ' has-frozen' : ''}${store.loading ? ' is-reloading' : ''}`} aria-busy={store.loading || undefined}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <HeaderRows layout={layout} cells={cells} sort={sort} order={order} onSort={store.sortBy} frozen={frozen} />
        </thead>
        <tbody>
          {store.shownRows.length > 10 && <TotalsRows rows={totals} layout={layout} cells={cells} label={totalsLabel} position="top" frozen={frozen} />}
          {lines.length === 0 ? (
            <tr>
              <td colSpan={span} className="p-0">
                {/* Centred in the box's visible part, not in a row of every column's width. */}
                <div className="table-in-view text-center text-body-secondary py-4 px-2">
                  {store.loading || store.state === 'idle' ? '' : store.state === 'failed' ? <LoadFailedInline text={TABLE_LOAD_FAILED} onRetry={() => void store.load()} /> : (props.empty ?? 'Нет данных')}
                </div>
              </td>
            </tr>
          ) : windowed ? (
            <WindowedBody context={context} lines={lines} scrollRef={scrollRef} rowHeight={props.rowHeight ?? 37} height={height} />
          ) : (
            lines.map((line) => lineOf(context, line))
          )}
        </tbody>
        {totals.length > 0 && lines.length > 0 && (
          <tfoot>
            <TotalsRows rows={totals} layout={layout} cells={cells} label={totalsLabel} position="bottom" frozen={frozen} />
          </tfoot>
        )}
      </table>
    </TableScrollBox>
  );
}

/** observer() drops generics; this keeps Row and Detail checked at every call site. */
export const ReportTable = observer(ReportTableView) as <Row, Detail>(props: ReportTableProps<Row, Detail>) => ReactNode;
