import { lazy, Suspense } from 'react';
import { formatDate } from '@core/format';

/** The date picker loads on demand (react-datepicker and its stylesheet stay out of a screen's first files). */
const LazyDatePicker = lazy(() => import('./DatePicker').then((m) => ({ default: m.DatePicker })));

export interface LazyDateFieldProps {
  /** The control's id: the outer <label htmlFor={id}> names it (FormField gives both). */
  id: string;
  /** Y-m-d, or '' for none. */
  value: string;
  onChange(value: string): void;
  /** Y-m-d: the last day that can be picked. */
  maxDate?: string;
  /** A day must be there: the field has no clear button. */
  required?: boolean;
  invalid?: boolean;
  'aria-describedby'?: string;
}

/**
 * One day of a filter form in dd.mm.yyyy, typed or picked in Russian whatever the browser's language
 * (the browser's own date field shows mm/dd/yyyy in an English browser). While the picker loads, a
 * read-only field with the same id shows the value.
 */
export function LazyDateField({ id, value, onChange, maxDate, required = false, invalid = false, ...rest }: LazyDateFieldProps) {
  return (
    <Suspense
      fallback={
        <input id={id} className={`form-control${invalid ? ' is-invalid' : ''}`} value={value ? formatDate(value) : ''} readOnly disabled required={required} aria-describedby={rest['aria-describedby']} />
      }
    >
      <LazyDatePicker id={id} value={value || null} onChange={(day) => onChange(day ?? '')} maxDate={maxDate} required={required} invalid={invalid} isClearable={!required} aria-describedby={rest['aria-describedby']} />
    </Suspense>
  );
}
