import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import type { BoundForm } from '@core/record';
import { FormField } from '../FormField';
import { NumberInput } from '../NumberInput';
import { uniqueBy } from '@core/uniqueBy';
import { capOptions, optionCapNote } from '../optionCap';
import { formatNumber, typedId } from '@core/format';
import { isStoredChoice, unknownValueText } from '@core/unknownValue';

/** What every field bound to a path takes. */
export interface BoundFieldProps {
  form: BoundForm;
  path: string;
  label: string;
  required?: boolean;
  help?: ReactNode;
  className?: string;
  /** Disabled besides the form's own locking (locked paths when editing). */
  disabled?: boolean;
  /** The label for screen readers only (FormField's `labelHidden`). */
  labelHidden?: boolean;
}

const disabledOf = (props: BoundFieldProps) => props.disabled || props.form.isLocked(props.path);

/** A one-line text (or number-like text: the screen's decoder turns it into a number on save). */
export const TextField = observer(function TextField(
  props: BoundFieldProps & {
    type?: 'text' | 'url';
    /** 'numeric' for ids and codes typed as digits. A number is a NumberField (NumberInput), the one way (issue 44): no text field is a decimal's. */
    inputMode?: 'numeric' | 'url';
    maxLength?: number;
    placeholder?: string;
    autoComplete?: string;
    /** Instead of setting the value (a value that recomputes others: an amount and its VAT). */
    onChange?: (value: string) => void;
  },
) {
  const { form, path } = props;
  return (
    <FormField label={props.label} error={form.errorAt(path)} required={props.required} help={props.help} className={props.className} labelHidden={props.labelHidden}>
      {(control) => (
        <input
          {...control}
          type={props.type ?? 'text'}
          inputMode={props.inputMode}
          maxLength={props.maxLength}
          placeholder={props.placeholder}
          autoComplete={props.autoComplete}
          value={form.text(path)}
          disabled={disabledOf(props)}
          onChange={(e) => (props.onChange ? props.onChange(e.target.value) : form.set(path, e.target.value))}
        />
      )}
    </FormField>
  );
});

/** A number typed as text ('1,5', '1 500' allowed), kept as typed, so nothing the operator typed is lost; shown in ru-RU once left (NumberInput). */
export const NumberField = observer(function NumberField(
  props: BoundFieldProps & { onChange?: (value: string) => void; minDigits?: number; integer?: boolean; placeholder?: string },
) {
  const { form, path } = props;
  return (
    <FormField label={props.label} error={form.errorAt(path)} required={props.required} help={props.help} className={props.className} labelHidden={props.labelHidden}>
      {(control) => (
        <NumberInput
          {...control}
          minDigits={props.minDigits}
          integer={props.integer}
          placeholder={props.placeholder}
          value={form.text(path)}
          disabled={disabledOf(props)}
          onChange={(text) => (props.onChange ? props.onChange(text) : form.set(path, text))}
        />
      )}
    </FormField>
  );
});

export const TextAreaField = observer(function TextAreaField(props: BoundFieldProps & { rows?: number; /** Added to the control's own classes (font-monospace for code). */ controlClassName?: string }) {
  const { form, path } = props;
  return (
    <FormField label={props.label} error={form.errorAt(path)} required={props.required} help={props.help} className={props.className} labelHidden={props.labelHidden}>
      {(control) => (
        <textarea
          {...control}
          className={props.controlClassName ? `${control.className} ${props.controlClassName}` : control.className}
          rows={props.rows ?? 3}
          value={form.text(path)}
          disabled={disabledOf(props)}
          onChange={(e) => form.set(path, e.target.value)}
        />
      )}
    </FormField>
  );
});

export interface FieldOption<V extends string | number = string | number> {
  value: V;
  label: string;
}

/**
 * A native select (keyboard and screen readers for free). The stored value keeps the options' kind:
 * numbers stay numbers. `placeholder` is the empty choice, stored as null. A dictionary beyond
 * OPTION_CAP shows its first options and the chosen one, and says so in the help text.
 */
/** The <option> of a stored value outside the list: a value no option of the list can have. */
const UNKNOWN_OPTION = '\u0000unknown';

export const SelectField = observer(function SelectField(
  props: BoundFieldProps & { options: FieldOption[]; placeholder?: string; /** Instead of setting the value (a choice that resets others). */ onChange?: (value: string | number | null) => void },
) {
  const { form, path, options } = props;
  const current = form.get(path);
  const selected = options.find((o) => o.value === current);
  // A stored value outside the list is kept and shown as unknown, not blanked (it goes back as it came).
  const unknown = selected === undefined && isStoredChoice(current) ? current : null;
  const { shown, total, capped } = capOptions(uniqueBy(options, (o) => String(o.value)), (o) => o === selected);
  const help = capped ? (
    <>
      {props.help}
      {props.help ? ' ' : null}
      {optionCapNote(total)}
    </>
  ) : (
    props.help
  );
  return (
    <FormField label={props.label} error={form.errorAt(path)} required={props.required} help={help} className={props.className} labelHidden={props.labelHidden}>
      {(control) => (
        <select
          {...control}
          className={control.className.replace('form-control', 'form-select')}
          value={selected !== undefined ? String(selected.value) : unknown !== null ? UNKNOWN_OPTION : ''}
          disabled={disabledOf(props)}
          onChange={(e) => {
            if (e.target.value === UNKNOWN_OPTION) return;
            const value = options.find((o) => String(o.value) === e.target.value)?.value ?? null;
            if (props.onChange) props.onChange(value);
            else form.set(path, value);
          }}
        >
          {(props.placeholder !== undefined || (selected === undefined && unknown === null)) && <option value="">{props.placeholder ?? ''}</option>}
          {unknown !== null && <option value={UNKNOWN_OPTION}>{unknownValueText(unknown)}</option>}
          {shown.map((o) => (
            <option key={String(o.value)} value={String(o.value)}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
});

/**
 * A choice from a dictionary; when the page could not get the dictionary (`options` null) the id is typed
 * instead, under `idLabel`, with `missingHelp` saying why, so the form still saves. The value is a number.
 */
export function ChoiceOrIdField(
  props: BoundFieldProps & { options: FieldOption[] | null; placeholder?: string; idLabel: string; missingHelp: ReactNode; /** Instead of setting the value. */ onChange?: (id: number | null) => void },
) {
  const { options, placeholder, idLabel, missingHelp, onChange, ...field } = props;
  if (options === null) {
    const typed = (text: string) => (onChange ? onChange(typedId(text)) : field.form.set(field.path, typedId(text)));
    return <TextField {...field} label={idLabel} help={missingHelp} inputMode="numeric" onChange={typed} />;
  }
  return <SelectField {...field} options={options} placeholder={placeholder} onChange={onChange ? (value) => onChange(typeof value === 'number' ? value : null) : undefined} />;
}

export const CheckField = observer(function CheckField(props: BoundFieldProps) {
  const { form, path } = props;
  const id = useId();
  const error = form.errorAt(path);
  return (
    <div className={props.className ?? 'form-check mb-3'}>
      <input
        id={id}
        type="checkbox"
        className={`form-check-input${error ? ' is-invalid' : ''}`}
        checked={form.get(path) === true}
        disabled={disabledOf(props)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => form.set(path, e.target.checked)}
      />
      <label htmlFor={id} className="form-check-label">
        {props.label}
      </label>
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </div>
  );
});

/** The date picker loads on demand (react-datepicker stays out of the screen's first bundle). */
const LazyDatePicker = lazy(() => import('../DatePicker').then((m) => ({ default: m.DatePicker })));

/** A Y-m-d date at `path`, shown dd.mm.yyyy (A 5, ARCHITECTURE 6). */
export const DateField = observer(function DateField(props: BoundFieldProps) {
  const { form, path } = props;
  const error = form.errorAt(path);
  const value = form.text(path) || null;
  return (
    <FormField label={props.label} error={error} required={props.required} help={props.help} className={props.className} labelHidden={props.labelHidden}>
      {(control) => (
        <Suspense fallback={<input {...control} value={value ?? ''} readOnly disabled />}>
          <LazyDatePicker
            id={control.id}
            value={value}
            onChange={(next) => form.set(path, next)}
            invalid={Boolean(error)}
            aria-describedby={control['aria-describedby']}
            disabled={disabledOf(props)}
            isClearable
          />
        </Suspense>
      )}
    </FormField>
  );
});

export interface RowsFieldProps {
  form: BoundForm;
  /** The list's path ('settings.srcScopes'); row i's fields live at `${path}.${i}.…`. */
  path: string;
  /** The list's name, for the remove buttons' labels and the group. */
  label: string;
  addLabel: string;
  newRow: () => unknown;
  /** A row's fields (in a Bootstrap row: give them col-* classes); `rowPath` is `${path}.${index}`. */
  renderRow: (rowPath: string, index: number) => ReactNode;
  removeLabel?: (index: number) => string;
  empty?: string;
  disabled?: boolean;
  /** Instead of removing the row at once (a removal that asks first, or moves another value with it). */
  onRemove?: (index: number) => void;
  /**
   * Rows shown at first, then this many more per 'Показать ещё' (an option's value may hold thousands of
   * rows: all of them at once would freeze the tab); default: every row. A row added is always shown.
   */
  pageSize?: number;
  /**
   * With pageSize, a search over the rows once there are more than a page: the rows whose text (rowText)
   * holds what is typed, paged the same way, so that any row of thousands can be reached and edited.
   */
  search?: { label: string; rowText: (index: number) => string };
}

/** A search over the rows that matches none. */
export const ROWS_NOT_FOUND = 'Ничего не найдено';

/** The button under rows shown a page at a time. */
export const moreRowsLabel = (more: number, total: number) => `Показать ещё ${formatNumber(more, 0)} из ${formatNumber(total, 0)}`;

/** Rows that can be added and removed (macros, rules); the list's own error shows under them. */
export const RowsField = observer(function RowsField({ form, path, label, addLabel, newRow, renderRow, removeLabel, empty, disabled, onRemove, pageSize, search }: RowsFieldProps) {
  const rows = form.rows(path);
  const error = form.errorAt(path);
  const errorId = useId();
  const searchId = useId();
  const [limit, setLimit] = useState(pageSize ?? Infinity);
  const [typed, setTyped] = useState('');
  // Rows added here: the last ones, shown beyond the page without showing every row before them.
  const [added, setAdded] = useState(0);
  const searchable = search !== undefined && pageSize !== undefined && (rows.length > pageSize || typed !== '');
  const text = searchable ? typed.trim().toLowerCase() : '';
  // The indexes of the rows to show: every row, or those matching the search; a page of them, then the added ones.
  const matching = text ? rows.map((_, i) => i).filter((i) => search?.rowText(i).toLowerCase().includes(text)) : null;
  const count = matching ? matching.length : rows.length;
  const shown = matching ? matching.slice(0, limit) : rows.slice(0, limit).map((_, i) => i);
  const headShown = shown.length;
  if (!matching) for (let i = Math.max(headShown, rows.length - added); i < rows.length; i++) shown.push(i);
  const more = Math.min(count - shown.length, pageSize ?? 0);
  return (
    <fieldset className="mb-3" aria-describedby={error ? errorId : undefined}>
      <legend className="h6">{label}</legend>
      {searchable && search && (
        <div className="mb-2">
          <label htmlFor={searchId} className="visually-hidden">
            {search.label}
          </label>
          <input id={searchId} type="search" className="form-control form-control-sm" placeholder={search.label} value={typed} onChange={(e) => setTyped(e.target.value)} />
        </div>
      )}
      {rows.length === 0 && empty && <p className="text-body-secondary">{empty}</p>}
      {matching?.length === 0 && <p className="text-body-secondary">{ROWS_NOT_FOUND}</p>}
      {shown.map((index) => (
        // Rows have no identity of their own until saved: the index is their key, as their paths are.
        <div key={index} className="d-flex gap-2 align-items-start">
          <div className="row g-2 flex-grow-1">{renderRow(`${path}.${index}`, index)}</div>
          <Button
            variant="outline-danger"
            className="mt-4"
            aria-label={removeLabel ? removeLabel(index) : `Удалить строку ${index + 1}: ${label}`}
            disabled={disabled}
            onClick={() => (onRemove ? onRemove(index) : form.removeRow(path, index))}
          >
            <span aria-hidden="true">×</span>
          </Button>
        </div>
      ))}
      {more > 0 && (
        <Button variant="link" size="sm" className="d-block px-0 mb-2" onClick={() => setLimit(headShown + (pageSize ?? 0))}>
          {moreRowsLabel(more, count)}
        </Button>
      )}
      {error && (
        <div id={errorId} className="invalid-feedback d-block mb-2">
          {error}
        </div>
      )}
      <Button
        variant="outline-secondary"
        size="sm"
        disabled={disabled}
        onClick={() => {
          // A page or less hidden: every row shows; more (thousands): the new row shows after the page.
          if (rows.length - limit <= (pageSize ?? 0)) setLimit((current) => Math.max(current, rows.length + 1));
          else setAdded((n) => n + 1);
          setTyped(''); // the new row, empty, would not match a search
          form.addRow(path, newRow());
        }}
      >
        {addLabel}
      </Button>
    </fieldset>
  );
});
