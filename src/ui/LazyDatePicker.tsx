import { lazy, Suspense, useId } from 'react';
import { formatDate } from '../core/format';
import type { DatePickerProps } from './DatePicker';

/**
 * The date picker loaded on demand: react-datepicker and date-fns (about 50 kB gzip with the picker's
 * own code) stay out of the first bundle of a screen whose filter shows a date, like LazyDateRangeField.
 */
const DatePicker = lazy(() => import('./DatePicker').then((m) => ({ default: m.DatePicker })));

/** An API value as the picker writes it: dd.mm.yyyy, with the time when it has one; mm.yyyy for a month. */
function shownValue(value: string | null, props: DatePickerProps): string {
  if (!value) return '';
  if (props.month) return value.split('-').slice(0, 2).reverse().join('.');
  const [day, time] = value.split(' ');
  return props.showTime && time ? `${formatDate(day)} ${time}` : formatDate(day);
}

/**
 * DatePicker's props and control, loaded when first rendered. Until then a read-only stand-in with the same
 * id, label and value shows (disabled: nothing typed into it could be lost when the picker takes its place).
 */
export function LazyDatePicker(props: DatePickerProps) {
  const ownId = useId();
  const id = props.id ?? ownId;
  return (
    <Suspense
      fallback={
        <div className={props.className}>
          {props.label && props.labelVisible ? (
            <label className="form-label" htmlFor={id}>
              {props.label}
            </label>
          ) : null}
          <input
            id={id}
            className={`form-control${props.invalid ? ' is-invalid' : ''}`}
            aria-label={props.label && !props.labelVisible ? props.label : undefined}
            aria-describedby={props['aria-describedby']}
            value={shownValue(props.value, props)}
            readOnly
            disabled
          />
        </div>
      }
    >
      <DatePicker {...props} id={id} />
    </Suspense>
  );
}
