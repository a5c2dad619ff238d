import { observer } from 'mobx-react-lite';
import { useRef, type ReactNode, type RefObject } from 'react';
import type { ReportColumn } from '../../core/report/columns';
import type { ExpandedRow, ReportStore } from '../../core/report/ReportStore';
import { useWindow } from '../VirtualRows';
import './report.css';

/** How a field's cells show; a field without one shows its value as text. */
export interface ReportCell<Row> {
  render?: (row: Row) => ReactNode;
  /** Colour rules (S 9): a class for the cell, e.g. 'table-danger'. */
  className?: (row: Row) => string | undefined;
  align?: 'end' | 'center';
  width?: string;
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
}

const alignClass = (align?: 'end' | 'center') => (align ? `text-${align}` : '');

function cellText(row: unknown, field: string): string {
  const value = (row as Record<string, unknown>)[field];
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}

function Cells<Row>({ row, columns, cells }: { row: Row; columns: ReportColumn[]; cells: ReportCells<Row> }) {
  return (
    <>
      {columns.map((c) => {
        const cell = cells[c.field];
        const className = [alignClass(cell?.align), cell?.width ? 'report-wrap text-break-anywhere' : '', cell?.className?.(row)].filter(Boolean).join(' ');
        return (
          <td key={c.field} className={className}>
            {cell?.render ? cell.render(row) : cellText(row, c.field)}
          </td>
        );
      })}
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
  columns: ReportColumn[];
  cells: ReportCells<Row>;
  renderDetail?: (row: Row, expanded: ExpandedRow<Detail>) => ReactNode;
}

function lineOf<Row, Detail>(context: LineContext<Row, Detail>, line: Line<Row>, ref?: (el: HTMLTableRowElement | null) => void, dataIndex?: number) {
  const { store, columns, cells } = context;
  const key = String(store.rowKey(line.row));
  if (line.kind === 'detail') {
    const expanded = store.expanded;
    return (
      <tr key={`${key}:detail`} ref={ref} data-index={dataIndex} className="report-detail">
        <td colSpan={Math.max(1, columns.length)} className="bg-body-tertiary">
          {expanded && context.renderDetail?.(line.row, expanded)}
        </td>
      </tr>
    );
  }
  return (
    <tr key={key} ref={ref} data-index={dataIndex} data-row={line.index} className={store.isExpanded(line.row) ? 'table-active' : undefined}>
      <Cells row={line.row} columns={columns} cells={cells} />
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
  const span = Math.max(1, context.columns.length);
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

function TotalsRows<Row>({ rows, columns, cells, label, position }: { rows: Row[]; columns: ReportColumn[]; cells: ReportCells<Row>; label: string; position: string }) {
  return (
    <>
      {rows.map((row, i) => (
        <tr key={`${position}${i}`} className="table-secondary fw-semibold">
          {columns.map((c, j) => {
            const cell = cells[c.field];
            const text = cellText(row, c.field);
            return (
              <td key={c.field} className={[alignClass(cell?.align), cell?.className?.(row)].filter(Boolean).join(' ')}>
                {text === '' && j === 0 ? label : cell?.render && text !== '' ? cell.render(row) : text}
              </td>
            );
          })}
        </tr>
      ))}
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
  const columns = store.columns;
  const lines = useLines(store);
  const windowed = store.shownRows.length > windowAbove;
  const { sort, order } = store.paging;
  const context: LineContext<Row, Detail> = { store, columns, cells, renderDetail: props.renderDetail };
  const span = Math.max(1, columns.length);
  const totals = store.totals;
  return (
    <div ref={scrollRef} className="table-responsive table-scroll report-scroll" style={{ maxHeight: height }} tabIndex={0} role="region" aria-label={caption}>
      <table className={`table table-sm table-hover align-middle table-sticky mb-0 report-table${store.loading ? ' is-reloading' : ''}`} aria-busy={store.loading || undefined}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => {
              const cell = cells[c.field];
              const active = sort === c.field;
              return (
                <th
                  key={c.field}
                  scope="col"
                  className={[alignClass(cell?.align), cell?.width ? 'report-wrap' : ''].filter(Boolean).join(' ') || undefined}
                  style={cell?.width ? { width: cell.width, minWidth: cell.width } : undefined}
                  aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  {c.sortable ? <SortButton column={c} active={active} order={order} onSort={store.sortBy} /> : c.title}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {store.shownRows.length > 10 && <TotalsRows rows={totals} columns={columns} cells={cells} label={totalsLabel} position="top" />}
          {lines.length === 0 ? (
            <tr>
              <td colSpan={span} className="text-center text-body-secondary py-4">
                {store.loading || store.state === 'idle' ? '' : store.state === 'failed' ? 'Не удалось загрузить данные' : (props.empty ?? 'Нет данных')}
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
            <TotalsRows rows={totals} columns={columns} cells={cells} label={totalsLabel} position="bottom" />
          </tfoot>
        )}
      </table>
    </div>
  );
}

/** observer() drops generics; this keeps Row and Detail checked at every call site. */
export const ReportTable = observer(ReportTableView) as <Row, Detail>(props: ReportTableProps<Row, Detail>) => ReactNode;
