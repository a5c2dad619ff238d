import { lazy, Suspense } from 'react';
import { formatDate } from '@core/format';
import type { ApiDateRange } from './DateRangePicker';

/** The date picker loads on demand (react-datepicker stays out of a screen's first bundle). */
const LazyDateRangePicker = lazy(() => import('./DateRangePicker').then((m) => ({ default: m.DateRangePicker })));

/** A labelled period field of a filter form: a read-only stand-in with the same label shows while the picker loads. */
export function LazyDateRangeField({ id, label, value, onChange }: { id: string; label: string; value: ApiDateRange; onChange(value: ApiDateRange): void }) {
  return (
    <Suspense
      fallback={
        <div>
          <label className="form-label" htmlFor={id}>
            {label}
          </label>
          <input id={id} className="form-control" value={value ? `${formatDate(value[0])} - ${formatDate(value[1])}` : ''} readOnly disabled />
        </div>
      }
    >
      <LazyDateRangePicker id={id} label={label} labelVisible value={value} onChange={onChange} isClearable />
    </Suspense>
  );
}
