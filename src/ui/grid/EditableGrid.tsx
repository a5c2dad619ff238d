import { memo, useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { ChangeSet } from '@core/grid/ChangeSet';
import { TableScrollBox } from '../TableScrollBox';
import { NUMBER_CELL } from '../numberCells';
import { InputCell, SelectCell, TextCell, type GridChoice } from './GridCells';
import { cellPosition, isSaveKey, moveOf, nextInput } from './gridKeys';
import './grid.css';

export interface GridRow {
  key: string;
  /** The row's header; also the first part of each cell's label ('{row} — {column}'). */
  title: string;
}

export interface GridColumn {
  key: string;
  title: string;
  /** CSS width of the column (default: fits an 8-digit number). */
  width?: string;
  /** What the column holds: numbers (default: its title and cells to the right, as in every table) or a choice / text (to the left). */
  kind?: 'number' | 'text';
}

export type { GridChoice };

/**
 * What one cell of the grid is: an input bound to a key of the change set, a choice among a few values
 * (a native select, the same key's text), a read-only text, or nothing. `disabled` is read by the cell
 * itself, so a cell that goes off when another one is filled re-renders alone (A 5: one kind of payout).
 */
export type GridCell<Key> =
  | { kind: 'input'; key: Key; /** The column part of the cell's label, when it is not the column's title. */ label?: string; readOnly?: boolean; disabled?: () => boolean }
  | { kind: 'select'; key: Key; label?: string; choices: () => readonly GridChoice[]; disabled?: () => boolean }
  | { kind: 'text'; text: () => string }
  | null;

export interface EditableGridProps<Key> {
  /** The table's accessible name (its caption). */
  caption: string;
  /** The header of the row-title column. */
  corner: string;
  rows: readonly GridRow[];
  columns: readonly GridColumn[];
  /** Must be stable (a store method): the grid's body re-renders only when rows, columns or cell change. */
  cell: (row: GridRow, column: GridColumn) => GridCell<Key>;
  changes: ChangeSet<Key, string>;
  /** Ctrl+S in a cell. */
  onSave: () => void;
  /** Box height (the shared TableScrollBox: it fits the first screen, its edges fade while columns lie beyond); the header and the row titles stay in view while it scrolls. */
  maxHeight?: number;
  /** A last column of each row's own controls (A 4 list editor: delete / restore); `render` stable, an observer inside. */
  rowActions?: RowActions;
}

export interface RowActions {
  title: string;
  render: (row: GridRow) => ReactNode;
}

interface BodyProps<Key> {
  rows: readonly GridRow[];
  columns: readonly GridColumn[];
  cell: EditableGridProps<Key>['cell'];
  changes: ChangeSet<Key, string>;
  actions?: RowActions['render'];
}

function cellView<Key>(spec: GridCell<Key>, row: GridRow, column: GridColumn, r: number, c: number, changes: ChangeSet<Key, string>) {
  if (spec === null) return <td key={column.key} className="grid-cell grid-cell-none" />;
  if (spec.kind === 'text') return <TextCell key={column.key} text={spec.text} />;
  const label = `${row.title} — ${spec.label ?? column.title}`;
  if (spec.kind === 'select') return <SelectCell key={column.key} changes={changes} cellKey={spec.key} label={label} row={r} column={c} choices={spec.choices} disabled={spec.disabled} />;
  return <InputCell key={column.key} changes={changes} cellKey={spec.key} label={label} row={r} column={c} readOnly={spec.readOnly} disabled={spec.disabled} />;
}

/** The rows: rendered once per rows / columns; each cell then follows its own key (see InputCell). */
function GridBodyView<Key>({ rows, columns, cell, changes, actions }: BodyProps<Key>) {
  return (
    <tbody>
      {rows.map((row, r) => (
        <tr key={row.key}>
          <th scope="row" className="grid-row-title">
            {row.title}
          </th>
          {columns.map((column, c) => cellView(cell(row, column), row, column, r, c, changes))}
          {actions && <td className="grid-cell-actions">{actions(row)}</td>}
        </tr>
      ))}
    </tbody>
  );
}
const GridBody = memo(GridBodyView) as typeof GridBodyView;

/**
 * A table of inputs over a ChangeSet: cells labelled '{row} — {column}', changed cells marked,
 * arrows / Enter move between cells (Tab as the browser does), Ctrl+S saves.
 */
export function EditableGrid<Key>({ caption, corner, rows, columns, cell, changes, onSave, maxHeight, rowActions }: EditableGridProps<Key>) {
  const tableRef = useRef<HTMLTableElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>): void => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement || input instanceof HTMLSelectElement) || !tableRef.current) return;
    if (isSaveKey(event)) {
      event.preventDefault();
      onSave();
      return;
    }
    const from = cellPosition(input);
    const step = moveOf(event, input);
    if (!from || !step) return;
    const next = nextInput(tableRef.current, from, step, { rows: rows.length, columns: columns.length });
    if (!next) return;
    event.preventDefault();
    next.focus();
    if (next instanceof HTMLInputElement) next.select();
  };

  const table = (
    <table ref={tableRef} className="table table-sm table-hover align-middle mb-0 grid-table" onKeyDown={onKeyDown}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className="grid-corner">
            {corner}
          </th>
          {columns.map((column) => (
            <th key={column.key} scope="col" className={`grid-column-title${column.kind === 'text' ? '' : ` ${NUMBER_CELL}`}`} style={column.width ? { minWidth: column.width, width: column.width } : undefined} title={column.title}>
              <span className="grid-column-name">{column.title}</span>
            </th>
          ))}
          {rowActions && (
            <th scope="col" className="grid-column-title">
              {rowActions.title}
            </th>
          )}
        </tr>
      </thead>
      <GridBody rows={rows} columns={columns} cell={cell} changes={changes} actions={rowActions?.render} />
    </table>
  );
  // The box of every other table (issue 44): one scroll box, not a grid's own.
  if (maxHeight) {
    return (
      <TableScrollBox caption={caption} maxHeight={maxHeight}>
        {table}
      </TableScrollBox>
    );
  }
  return (
    <div className="table-responsive" role="region" aria-label={caption} tabIndex={0}>
      {table}
    </div>
  );
}
