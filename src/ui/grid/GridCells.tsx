import { observer } from 'mobx-react-lite';
import { useId, type ReactNode } from 'react';
import type { ChangeSet } from '../../core/grid/ChangeSet';

export interface InputCellProps<Key> {
  changes: ChangeSet<Key, string>;
  cellKey: Key;
  label: string;
  row: number;
  column: number;
  readOnly?: boolean;
  /** Read in the cell's own render: the cell goes off (and on) without the grid re-rendering. */
  disabled?: () => boolean;
}

/** One value a select cell offers (`value` '' is the empty choice, which the cell always has). */
export interface GridChoice {
  value: string;
  title: string;
}

/**
 * One editable cell, observing its own key only: a keystroke re-renders this cell, never the grid.
 * A changed cell is marked (colour and a corner mark); a wrong value says why (title and described-by).
 */
function InputCellView<Key>({ changes, cellKey, label, row, column, readOnly, disabled }: InputCellProps<Key>) {
  // An id per input: besides the error's link, it gives axe (the page gate) a short unique selector, which it
  // would otherwise work out over hundreds of look-alike cells.
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const value = changes.value(cellKey);
  const changed = changes.isChanged(cellKey);
  const error = changes.error(cellKey);
  const off = disabled?.() ?? false;
  return (
    <td className={`grid-cell${changed ? ' grid-cell-changed' : ''}`}>
      <input
        id={inputId}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        className={`form-control form-control-sm grid-input${error ? ' is-invalid' : ''}`}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        title={error ?? undefined}
        data-grid-row={row}
        data-grid-col={column}
        data-changed={changed ? 'true' : undefined}
        readOnly={readOnly}
        disabled={off}
        value={value}
        onChange={(event) => changes.set(cellKey, event.target.value)}
      />
      {error && (
        <span id={errorId} className="visually-hidden">
          {error}
        </span>
      )}
    </td>
  );
}
export const InputCell = observer(InputCellView) as <Key>(props: InputCellProps<Key>) => ReactNode;

export interface SelectCellProps<Key> extends Omit<InputCellProps<Key>, 'readOnly'> {
  choices: () => readonly GridChoice[];
}

/**
 * A cell choosing one of a few values (a mode, a type), over the same change set as the text cells: the
 * empty choice first; a stored value the choices do not name is kept as a choice of its own, so
 * nothing the server holds is lost by opening the page.
 */
function SelectCellView<Key>({ changes, cellKey, label, row, column, choices, disabled }: SelectCellProps<Key>) {
  const selectId = useId();
  const errorId = `${selectId}-error`;
  const value = changes.value(cellKey);
  const changed = changes.isChanged(cellKey);
  const error = changes.error(cellKey);
  const listed = choices();
  const unknown = value !== '' && !listed.some((c) => c.value === value);
  return (
    <td className={`grid-cell${changed ? ' grid-cell-changed' : ''}`}>
      <select
        id={selectId}
        className={`form-select form-select-sm grid-input grid-select${error ? ' is-invalid' : ''}`}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        title={error ?? undefined}
        data-grid-row={row}
        data-grid-col={column}
        data-changed={changed ? 'true' : undefined}
        disabled={disabled?.() ?? false}
        value={value}
        onChange={(event) => changes.set(cellKey, event.target.value)}
      >
        <option value="">—</option>
        {unknown && <option value={value}>{value}</option>}
        {listed.map((c) => (
          <option key={c.value} value={c.value}>
            {c.title || c.value}
          </option>
        ))}
      </select>
      {error && (
        <span id={errorId} className="visually-hidden">
          {error}
        </span>
      )}
    </td>
  );
}
export const SelectCell = observer(SelectCellView) as <Key>(props: SelectCellProps<Key>) => ReactNode;

/** A read-only cell (a computed total, a value the server calculates), observing what `text` reads. */
export const TextCell = observer(function TextCell({ text }: { text: () => string }) {
  return <td className="grid-cell grid-cell-text text-end">{text()}</td>;
});
