import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import type { CampaignExternalKpiStore } from '../CampaignExternalKpiStore';
import { TEXTS } from '../texts';

/** S 2, S 5: a new breakdown by name (Enter adds it too). */
export const AddDetail = observer(function AddDetail({ store }: { store: CampaignExternalKpiStore }) {
  const id = useId();
  const error = store.newDetailError;
  return (
    <form
      className="d-flex align-items-start gap-2 mb-3"
      onSubmit={(event) => {
        event.preventDefault();
        void store.addDetail();
      }}
    >
      <div>
        <label htmlFor={id} className="visually-hidden">
          {TEXTS.newDetail}
        </label>
        <input
          id={id}
          type="text"
          className={`form-control form-control-sm${error ? ' is-invalid' : ''}`}
          style={{ minWidth: '18rem' }}
          placeholder={TEXTS.newDetail}
          autoComplete="off"
          value={store.newDetailName}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => store.setNewDetailName(event.target.value)}
        />
        {error && (
          <div id={`${id}-error`} className="invalid-feedback d-block">
            {error}
          </div>
        )}
      </div>
      <button type="submit" className="btn btn-outline-primary btn-sm" disabled={store.addingDetail}>
        {TEXTS.addDetail}
      </button>
    </form>
  );
});
