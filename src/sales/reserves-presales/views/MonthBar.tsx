import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useId } from 'react';
import { SaveButton } from '@ui/FormModal';
import type { ReservesPresalesStore } from '../ReservesPresalesStore';
import { TEXTS } from '../texts';

/** The shared picker in its month mode, on demand (react-datepicker stays out of the first bundle). */
const LazyDatePicker = lazy(() => import('@ui/DatePicker').then((m) => ({ default: m.DatePicker })));

/** Above the tabs: the month (mm.yyyy, the months listed in Russian) and, on the presale tab, Save. */
export const MonthBar = observer(function MonthBar({ store }: { store: ReservesPresalesStore }) {
  const id = useId();
  const shown = `${store.month.slice(5)}.${store.month.slice(0, 4)}`;
  return (
    <div className="d-flex flex-wrap align-items-end gap-3 mb-3">
      <div>
        <label htmlFor={id} className="form-label">
          {TEXTS.month}
        </label>
        <Suspense fallback={<input id={id} className="form-control" value={shown} readOnly />}>
          <LazyDatePicker id={id} month value={store.month} onChange={(value) => value && void store.chooseMonth(value)} required />
        </Suspense>
      </div>
      {store.tab === 'presale' && store.editable && (
        <>
          <SaveButton saving={store.saving} onClick={() => void store.save()} />
          {store.dirty && <span className="text-warning-emphasis fw-semibold">{TEXTS.unsaved}</span>}
          <span className="form-text ms-auto">{TEXTS.coefficientHelp}</span>
        </>
      )}
    </div>
  );
});
