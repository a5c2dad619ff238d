import { lazy, Suspense, type ReactNode } from 'react';
import { VirtualScroller } from '../VirtualRows';
import { SortableBody } from './SortableBody';
import { cellClass, SORTABLE_TEXT, SORTABLE_WINDOW, type SortableColumn, type SortableItem, type SortableRowsProps } from './sortableTypes';

export type { SortableColumn };

// dnd-kit loads on demand: the rows show at once (handles inert) and become draggable when it arrives.
const SortableRows = lazy(() => import(/* webpackChunkName: "sortable-rows" */ './SortableRows'));

/** The rows before dnd-kit has loaded: the same cells, the handles present but disabled. */
function StaticRows({ items, windowed }: SortableRowsProps) {
  return (
    <SortableBody
      items={items}
      windowed={windowed ?? false}
      colSpan={(items[0]?.cells.length ?? 0) + 1}
      render={(item, rowIndex) => (
        <tr key={item.id} aria-rowindex={rowIndex}>
          <td className="text-center" style={{ width: '3rem' }}>
            <button type="button" className="btn btn-sm btn-outline-secondary sortable-handle" disabled aria-label={SORTABLE_TEXT.handle(item.name)}>
              <span aria-hidden="true">⠿</span>
            </button>
          </td>
          {item.cells.map((cell) => (
            <td key={cell.key} className={cell.className}>
              {cell.content}
            </td>
          ))}
        </tr>
      )}
    />
  );
}

export interface SortableTableProps<Row> {
  caption: string;
  rows: Row[];
  columns: SortableColumn<Row>[];
  rowKey: (row: Row) => number;
  /** The row's name in its handle's label ('Перетащить {name}') and in the announcements. */
  nameOf: (row: Row) => string;
  /** The user dropped `activeId` where `overId` was (SortableOrder.move). */
  onMove: (activeId: number, overId: number) => void;
  /** No moves now (a save or a load in flight). */
  disabled?: boolean;
  /** Dims the rows while the list reloads. */
  loading?: boolean;
  empty?: ReactNode;
}

/** A table whose rows are sorted by drag or keyboard, each with a handle named 'Перетащить {name}'. */
export function SortableTable<Row>(props: SortableTableProps<Row>) {
  const { columns, loading } = props;
  // A row's cells are drawn when it is (a getter): a windowed table of thousands draws only those in view.
  const items: SortableItem[] = props.rows.map((row) => ({
    id: props.rowKey(row),
    name: props.nameOf(row),
    get cells() {
      return columns.map((column) => ({ key: column.key, className: cellClass(column.align), content: column.render(row) }));
    },
  }));
  const windowed = items.length > SORTABLE_WINDOW.above;
  const rows: SortableRowsProps = { items, onMove: props.onMove, disabled: props.disabled, windowed };
  const table = (
    <table className={`table table-sm table-hover align-middle${loading ? ' opacity-50' : ''}`} aria-busy={loading || undefined} aria-rowcount={windowed ? items.length + 1 : undefined}>
      <caption className="visually-hidden">{props.caption}</caption>
      <thead>
        <tr>
          <th scope="col" className="text-center">
            {SORTABLE_TEXT.handleTitle}
          </th>
          {columns.map((column) => (
            <th key={column.key} scope="col" className={cellClass(column.align)} style={column.width ? { width: column.width, minWidth: column.width } : undefined}>
              {column.header ?? column.title}
            </th>
          ))}
        </tr>
      </thead>
      {items.length === 0 ? (
        <tbody>
          <tr>
            <td colSpan={columns.length + 1} className="text-center text-body-secondary">
              {props.empty}
            </td>
          </tr>
        </tbody>
      ) : (
        <Suspense fallback={<StaticRows {...rows} />}>
          <SortableRows {...rows} />
        </Suspense>
      )}
    </table>
  );
  return windowed ? <VirtualScroller height={SORTABLE_WINDOW.height}>{table}</VirtualScroller> : <div className="table-responsive">{table}</div>;
}
