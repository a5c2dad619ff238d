import { observer } from 'mobx-react-lite';
import { useMemo, type ReactNode } from 'react';
import { optionForm, type OptionEditorStore } from '@core/option';
import type { BoundForm } from '@core/record';
import { RowsField } from '../record/fields';

export interface OptionRowsProps<V> {
  store: OptionEditorStore<V>;
  /** The list's path in the value ('' when the value is the list itself, 'rules' for value.rules). */
  path: string;
  /** The list's name: its legend and the remove buttons' labels ('Удалить строку 2: Фразы'). */
  label: string;
  addLabel: string;
  newRow: () => unknown;
  /**
   * A row's fields, bound by path to `form` (the record form's `TextField`, `NumberField`, `SelectField`…
   * from src/ui/record/fields; give them col-* classes); `rowPath` is `${path}.${index}` ('3' for a list value).
   */
  renderRow: (form: BoundForm, rowPath: string, index: number) => ReactNode;
  /** Shown when there are no rows ('Правила еще не заданы'). */
  empty?: string;
  /** Rows shown at first and per 'Показать ещё' (default OPTION_ROWS_PAGE): a value of thousands of rows stays usable. */
  pageSize?: number;
}

/** The rows an option editor shows at first, and then per 'Показать ещё'. */
export const OPTION_ROWS_PAGE = 100;

const rowPathOf = (path: string, index: number) => (path === '' ? String(index) : `${path}.${index}`);

/** The row's own error (a rule over the whole row, 'Дубликат'), under its fields. */
const RowError = observer(function RowError<V>({ store, path }: { store: OptionEditorStore<V>; path: string }) {
  const error = store.error(path);
  return error ? <div className="col-12 invalid-feedback d-block mt-0">{error}</div> : null;
});

/**
 * Rows of an option's value (phrases, range rules, event rules…): the record form's `RowsField` over the
 * option store (`optionForm`): add, remove after 'Вы уверены?', each field's error under it and the row's
 * own (`store.error('3')`) under the row; locked while the target is off.
 */
export const OptionRows = observer(function OptionRows<V>({ store, path, label, addLabel, newRow, renderRow, empty, pageSize = OPTION_ROWS_PAGE }: OptionRowsProps<V>) {
  const form = useMemo(() => optionForm(store), [store]);
  return (
    <RowsField
      form={form}
      path={path}
      label={label}
      addLabel={addLabel}
      newRow={newRow}
      empty={empty}
      pageSize={pageSize}
      disabled={!store.on}
      renderRow={(_, index) => (
        <>
          {renderRow(form, rowPathOf(path, index), index)}
          <RowError store={store} path={rowPathOf(path, index)} />
        </>
      )}
    />
  );
});
