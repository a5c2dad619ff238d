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
}

/**
 * One editable cell, observing its own key only: a keystroke re-renders this cell, never the grid.
 * A changed cell is marked (colour and a corner mark); a wrong value says why (title and described-by).
 */
function InputCellView<Key>({ changes, cellKey, label, row, column, readOnly }: InputCellProps<Key>) {
  // An id per input: besides the error's link, it gives axe (the page gate) a short unique selector, which it
  // would otherwise work out over hundreds of look-alike cells.
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const value = changes.value(cellKey);
  const changed = changes.isChanged(cellKey);
  const error = changes.error(cellKey);
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

/** A read-only cell (a computed total, a value the server calculates), observing what `text` reads. */
export const TextCell = observer(function TextCell({ text }: { text: () => string }) {
  return <td className="grid-cell grid-cell-text text-end">{text()}</td>;
});
