import { observer } from 'mobx-react-lite';
import { useRef, type CSSProperties, type ReactNode } from 'react';
import { frozenCount, useFrozenColumns, withFrozen } from './frozenColumns';
import { VirtualRows, VirtualScroller } from './VirtualRows';
import type { SortOrder } from '@core/hash/fields';
import type { Selection } from '@core/selection';
import { formatCell, type CellKind } from '@core/format';
import { TableScrollBox } from './TableScrollBox';
import { isNumberKind, NUMBER_CELL } from './numberCells';

export const EMPTY_TEXT = 'По вашему запросу ничего не найдено';

/**
 * Above this many rows a table is windowed even when its screen did not ask (an unpaged list, 'all'
 * per page, a lying answer): thousands of rows in the DOM freeze the tab for seconds.
 */
export const AUTO_WINDOW_ROWS = 300;
/** The window then: the scroll box of maxHeight (else 600 px) with rows of a small table's height. */
const AUTO_WINDOW = { height: 600, rowHeight: 33 };

export interface Column<Row> {
  /** The row field and the sort field sent to the API. */
  key: string;
  title: string;
  render?: (row: Row) => ReactNode;
  sortable?: boolean;
  align?: 'start' | 'end' | 'center';
  /** Also its minimum: cells break long words anywhere, so without one a short column could shrink to a letter. */
  width?: number | string;
  /** A key column (an id, a name): it stays on the left while a wide table scrolls sideways, when it leads the columns. */
  frozen?: boolean;
  /** How a column without `render` shows its values (src/core/format formatCell); default 'auto': numbers grouped (ru-RU), ids not. */
  kind?: CellKind;
  /**
   * One line cut with an ellipsis, the whole text (this) in the cell's tooltip: a windowed list keeps one row height, and
   * the cell is the one element that clips (no wrapper per cell to build and lay out in a big list's first frame).
   */
  clip?: (row: Row) => string;
}

export interface SortProps {
  field: string;
  order: SortOrder;
  onSort(field: string): void;
}

export interface DataTableProps<Row, K extends string | number> {
  rows: Row[];
  columns: Column<Row>[];
  rowKey: (row: Row) => K;
  /** The table's accessible name. */
  caption: string;
  sort?: SortProps;
  selection?: Selection<K>;
  /** Accessible name of a row's checkbox. */
  rowLabel?: (row: Row) => string;
  /** Dims the rows while the next page loads (they stay visible). */
  loading?: boolean;
  empty?: ReactNode;
  /** A totals row: cells by column key. */
  totals?: Partial<Record<string, ReactNode>>;
  /** Repeat the totals row on top of long lists. */
  totalsOnTop?: boolean;
  /** Window the rows (thousands of rows): a scroll box of this height with rows of this height. Above AUTO_WINDOW_ROWS rows, always. */
  virtual?: { height: number; rowHeight: number };
  rowClassName?: (row: Row) => string | undefined;
  /** A scroll box of at most this height (px) under the sticky header (S 9: 550 px); it takes keyboard focus to scroll. */
  maxHeight?: number;
  /** Freeze the first this many columns (and on from there those flagged `frozen`); a selection's checkboxes freeze with them. */
  frozen?: number;
}

/** A column without `render`: its value as formatCell shows it (numbers in ru-RU, ids ungrouped, an object or a list empty). */
function cellText(row: unknown, column: Column<never>): ReactNode {
  return formatCell((row as Record<string, unknown>)[column.key], column.key, column.kind);
}

/** A column's alignment: its own; else a number's column (by its kind) to the right in tabular figures, its header too (issue 44). */
function alignClass({ align, kind }: Pick<Column<unknown>, 'align' | 'kind'>): string | undefined {
  if (isNumberKind(kind) && (align === undefined || align === 'end')) return NUMBER_CELL;
  return align && align !== 'start' ? `text-${align}` : undefined;
}

function SortHeader({ column, sort }: { column: Column<never>; sort: SortProps }) {
  const active = sort.field === column.key;
  const arrow = active ? (sort.order === 'asc' ? '▲' : '▼') : '↕';
  return (
    <button type="button" className="sort-button" onClick={() => sort.onSort(column.key)}>
      {column.title}
      <span aria-hidden="true" className={active ? '' : 'text-body-tertiary'}>
        {arrow}
      </span>
    </button>
  );
}

/**
 * Whether every row, or some, is selected: the selection's size settles the usual cases without a look
 * per row (an empty selection over 100 000 rows was 100 000 lookups in every render).
 */
function selectedOf<K extends string | number>(selection: Selection<K>, keys: K[]): { all: boolean; some: boolean } {
  const size = selection.size;
  if (size === 0 || keys.length === 0) return { all: false, some: false };
  const all = size >= keys.length && selection.allOf(keys);
  return { all, some: all || selection.someOf(keys) };
}

/** The shared data table: sortable headers, sticky header, selection, empty state, totals, windowing. */
function DataTableView<Row, K extends string | number>(props: DataTableProps<Row, K>) {
  const { rows, columns, rowKey, caption, sort, selection, loading, empty = EMPTY_TEXT, totals } = props;
  const virtual = props.virtual ?? (rows.length > AUTO_WINDOW_ROWS ? { ...AUTO_WINDOW, height: props.maxHeight ?? AUTO_WINDOW.height } : undefined);
  const keys = rows.map(rowKey);
  const selected = selection ? selectedOf(selection, keys) : { all: false, some: false };
  const colSpan = columns.length + (selection ? 1 : 0);
  const tableRef = useRef<HTMLTableElement>(null);
  const frozenColumns = frozenCount(
    columns.map((c) => c.frozen ?? false),
    props.frozen,
  );
  // The checkbox column leads: frozen with the key columns, so a row's checkbox stays beside its name.
  const lead = selection && frozenColumns ? 1 : 0;
  const frozen = frozenColumns + lead;
  useFrozenColumns(tableRef, frozen);

  const header = (
    <tr>
      {selection && (
        <th scope="col" data-frozen={lead ? 0 : undefined} {...withFrozen(0, lead, undefined, { width: '2.5rem' })}>
          <input
            type="checkbox"
            className="form-check-input"
            aria-label="Выбрать все строки"
            checked={selected.all}
            ref={(el) => {
              if (el) el.indeterminate = !selected.all && selected.some;
            }}
            onChange={() => selection.toggleAll(keys)}
            disabled={rows.length === 0}
          />
        </th>
      )}
      {columns.map((c, i) => (
        <th
          key={c.key}
          scope="col"
          data-frozen={i < frozenColumns ? i + lead : undefined}
          {...withFrozen(i + lead, frozen, alignClass(c), c.width ? { width: c.width, minWidth: c.width } : undefined)}
          aria-sort={sort && sort.field === c.key ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined}
        >
          {sort && c.sortable ? <SortHeader column={c as Column<never>} sort={sort} /> : c.title}
        </th>
      ))}
    </tr>
  );

  const totalsRow = totals && (
    <tr className="table-secondary fw-semibold">
      {selection && <td {...withFrozen(0, lead, undefined)} />}
      {columns.map((c, i) => (
        <td key={c.key} {...withFrozen(i + lead, frozen, alignClass(c))}>
          {totals[c.key] ?? (i === 0 ? 'Итого' : '')}
        </td>
      ))}
    </tr>
  );

  const renderRow = (row: Row, index: number, style?: CSSProperties) => {
    const key = keys[index];
    return (
      <tr key={String(key)} className={props.rowClassName?.(row)} style={style} data-index={index}>
        {selection && (
          <td {...withFrozen(0, lead, undefined)}>
            <input
              type="checkbox"
              className="form-check-input"
              aria-label={props.rowLabel?.(row) ?? `Выбрать строку ${String(key)}`}
              checked={selection.has(key)}
              onChange={() => selection.toggle(key)}
            />
          </td>
        )}
        {columns.map((c, i) => (
          <td key={c.key} title={c.clip?.(row)} {...withFrozen(i + lead, frozen, [alignClass(c), c.clip ? 'text-truncate' : 'text-break-anywhere'].filter(Boolean).join(' '))}>
            {c.render ? c.render(row) : cellText(row, c)}
          </td>
        ))}
      </tr>
    );
  };

  const body =
    rows.length === 0 ? (
      <tr>
        <td colSpan={colSpan} className="p-0">
          {/* Centred in the box's visible part, not in a row of every column's width. */}
          <div className="table-in-view text-center text-body-secondary py-4 px-2">{loading ? '' : empty}</div>
        </td>
      </tr>
    ) : virtual ? (
      <VirtualRows rows={rows} rowHeight={virtual.rowHeight} height={virtual.height} colSpan={colSpan} render={renderRow} />
    ) : (
      rows.map((row, i) => renderRow(row, i))
    );

  const table = (
    <table ref={tableRef} className={`table table-sm table-hover align-middle table-sticky mb-0${virtual ? ' table-windowed' : ''}${frozen ? ' has-frozen' : ''}${loading ? ' is-reloading' : ''}`} aria-busy={loading || undefined}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>{header}</thead>
      <tbody>
        {props.totalsOnTop && rows.length > 10 && totalsRow}
        {body}
      </tbody>
      {totalsRow && <tfoot>{totalsRow}</tfoot>}
    </table>
  );

  if (virtual) return <VirtualScroller height={virtual.height}>{table}</VirtualScroller>;
  if (props.maxHeight) {
    return (
      <TableScrollBox maxHeight={props.maxHeight} caption={caption}>
        {table}
      </TableScrollBox>
    );
  }
  return <div className="table-responsive">{table}</div>;
}

/** observer() drops generics; this keeps Row and K checked at every call site. */
export const DataTable = observer(DataTableView) as <Row, K extends string | number>(props: DataTableProps<Row, K>) => ReactNode;
