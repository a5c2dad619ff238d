import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormModal } from '@ui/FormModal';
import type { NotifyStore } from '../NotifyStore';
import { recentMonths } from '../NotifyStore';
import { LABEL, NOTIFY_TYPES, TEXT, type NotifyType } from '../texts';

/** A group of checkboxes with its legend and error. */
function Checks({ legend, error, children }: { legend: string; error?: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <fieldset className="mb-3" aria-describedby={error ? id : undefined} aria-invalid={error ? true : undefined}>
      <legend className="form-label fs-6">
        {legend}
        <span className="text-danger ms-1" aria-hidden="true">
          *
        </span>
      </legend>
      <div className="d-flex flex-wrap gap-3">{children}</div>
      {error && (
        <div id={id} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </fieldset>
  );
}

function Check({ label, checked, onChange }: { label: string; checked: boolean; onChange(): void }) {
  const id = useId();
  return (
    <div className="form-check m-0">
      <input id={id} type="checkbox" className="form-check-input" checked={checked} onChange={onChange} />
      <label htmlFor={id} className="form-check-label">
        {label}
      </label>
    </div>
  );
}

/** The notify modal: which months changed and whom to tell (partners and managers by default). */
export const NotifyModal = observer(function NotifyModal({ store }: { store: NotifyStore }) {
  return (
    <FormModal show={store.open} title={TEXT.notifyTitle} onHide={store.hide} onSubmit={() => void store.submit()} saving={store.sending.running} submitLabel={TEXT.notifySend}>
      <Checks legend={LABEL.months} error={store.errors.months}>
        {recentMonths().map((month) => (
          <Check key={month.value} label={month.label} checked={store.months.includes(month.value)} onChange={() => store.toggleMonth(month.value)} />
        ))}
      </Checks>
      <Checks legend={LABEL.types} error={store.errors.types}>
        {(Object.keys(NOTIFY_TYPES) as NotifyType[]).map((type) => (
          <Check key={type} label={NOTIFY_TYPES[type]} checked={store.types.includes(type)} onChange={() => store.toggleType(type)} />
        ))}
      </Checks>
    </FormModal>
  );
});
