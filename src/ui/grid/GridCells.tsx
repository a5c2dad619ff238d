import { observer } from 'mobx-react-lite';
import { useId, type ReactNode } from 'react';
import type { ChangeSet } from '@core/grid/ChangeSet';
import { NumberInput } from '../NumberInput';

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
 * What an input and a select cell share: the value of their own key, the changed mark, the error said in the
 * title and linked by described-by, the position the grid's keys move by, and the edit. An id per control:
 * besides the error's link, it gives axe (the page gate) a short unique selector, which it would otherwise
 * work out over hundreds of look-alike cells.
 */
function useCell<Key>({ changes, cellKey, label, row, column, disabled }: InputCellProps<Key>) {
  const id = useId();
  const errorId = `${id}-error`;
  const changed = changes.isChanged(cellKey);
  const error = changes.error(cellKey);
  const control = {
    id,
    'aria-label': label,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    title: error ?? undefined,
    'data-grid-row': row,
    'data-grid-col': column,
    'data-changed': changed ? 'true' : undefined,
    disabled: disabled?.() ?? false,
    value: changes.value(cellKey),
    onChange: (event: { target: { value: string } }) => changes.set(cellKey, event.target.value),
  };
  const cell = (input: ReactNode) => (
    <td className={`grid-cell${changed ? ' grid-cell-changed' : ''}`}>
      {input}
      {error && (
        <span id={errorId} className="visually-hidden">
          {error}
        </span>
      )}
    </td>
  );
  return { control, invalid: error ? ' is-invalid' : '', cell };
}

/**
 * One editable number cell (NumberInput: ru-RU once left), observing its own key only: a keystroke re-renders this cell, never the grid.
 * A changed cell is marked (colour and a corner mark); a wrong value says why (title and described-by).
 */
function InputCellView<Key>(props: InputCellProps<Key>) {
  const { control, invalid, cell } = useCell(props);
  const { value, onChange: _typed, ...attrs } = control;
  return cell(<NumberInput {...attrs} value={value} onChange={(text) => props.changes.set(props.cellKey, text)} className={`form-control form-control-sm grid-input${invalid}`} readOnly={props.readOnly} />);
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
function SelectCellView<Key>(props: SelectCellProps<Key>) {
  const { control, invalid, cell } = useCell(props);
  const listed = props.choices();
  const value = control.value;
  const unknown = value !== '' && !listed.some((c) => c.value === value);
  return cell(
    <select {...control} className={`form-select form-select-sm grid-input grid-select${invalid}`}>
      <option value="">—</option>
      {unknown && <option value={value}>{value}</option>}
      {listed.map((c) => (
        <option key={c.value} value={c.value}>
          {c.title || c.value}
        </option>
      ))}
    </select>,
  );
}
export const SelectCell = observer(SelectCellView) as <Key>(props: SelectCellProps<Key>) => ReactNode;

/** A read-only cell (a computed total, a value the server calculates), observing what `text` reads. */
export const TextCell = observer(function TextCell({ text }: { text: () => string }) {
  return <td className="grid-cell grid-cell-text text-end">{text()}</td>;
});
