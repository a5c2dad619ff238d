import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { UnsavedGuard } from '@ui/UnsavedGuard';
import type { DomainVersionEditStore } from '../DomainVersionEditStore';
import { TEXT } from '../texts';
import { RejectedList } from './RejectedList';

/** Domains typed and added (POST {id}/domains); what the server refused stays in the field with its reason. */
export const AddDomains = observer(function AddDomains({ store }: { store: DomainVersionEditStore }) {
  const id = useId();
  return (
    <form
      className="card card-body"
      aria-label={TEXT.add}
      onSubmit={(e) => {
        e.preventDefault();
        void store.add();
      }}
    >
      <h3 className="h6">{TEXT.add}</h3>
      <label htmlFor={id} className="form-label">
        {TEXT.addLabel}
      </label>
      <textarea id={id} className="form-control font-monospace" rows={8} value={store.typed} onChange={(e) => store.setTyped(e.target.value)} aria-describedby={`${id}-help`} />
      <div id={`${id}-help`} className="form-text">
        {TEXT.addHelp}
      </div>
      {store.rejection?.action === 'add' && (
        <div className="mt-2">
          <RejectedList store={store} title={TEXT.rejectedAdd} />
        </div>
      )}
      <div className="d-flex align-items-center gap-2 mt-2">
        <button type="submit" className="btn btn-primary" disabled={store.busy.running || store.version === null} aria-busy={store.busy.running || undefined}>
          {TEXT.addButton}
        </button>
        <UnsavedGuard when={() => store.typed.trim() !== ''}>
          <span className="small text-warning-emphasis">{TEXT.unsaved}</span>
        </UnsavedGuard>
      </div>
    </form>
  );
});
