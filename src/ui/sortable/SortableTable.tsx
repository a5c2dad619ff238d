import { lazy, Suspense, type ReactNode } from 'react';
import { cellClass, SORTABLE_TEXT, type SortableColumn, type SortableItem, type SortableRowsProps } from './sortableTypes';

export type { SortableColumn };

// dnd-kit loads on demand: the rows show at once (handles inert) and become draggable when it arrives.
const SortableRows = lazy(() => import(/* webpackChunkName: "sortable-rows" */ './SortableRows'));

/** The rows before dnd-kit has loaded: the same cells, the handles present but disabled. */
function StaticRows({ items }: SortableRowsProps) {
  return (
    <tbody>
      {items.map((item) => (
        <tr key={item.id}>
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
      ))}
    </tbody>
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
  const items: SortableItem[] = props.rows.map((row) => ({
    id: props.rowKey(row),
    name: props.nameOf(row),
    cells: columns.map((column) => ({ key: column.key, className: cellClass(column.align), content: column.render(row) })),
  }));
  const rows: SortableRowsProps = { items, onMove: props.onMove, disabled: props.disabled };
  return (
    <div className="table-responsive">
      <table className={`table table-sm table-hover align-middle${loading ? ' opacity-50' : ''}`} aria-busy={loading || undefined}>
        <caption className="visually-hidden">{props.caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="text-center">
              {SORTABLE_TEXT.handleTitle}
            </th>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={cellClass(column.align)} style={column.width ? { width: column.width, minWidth: column.width } : undefined}>
                {column.title}
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
    </div>
  );
}
