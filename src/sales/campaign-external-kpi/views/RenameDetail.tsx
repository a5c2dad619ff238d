import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import type { Detail } from '../api';
import type { CampaignExternalKpiStore } from '../CampaignExternalKpiStore';
import { TEXTS } from '../texts';

/** S 7 PUT {api}/hb/campaign-details/{id}: the breakdown's name, changed in place (Enter renames too). */
export const RenameDetail = observer(function RenameDetail({ store, detail }: { store: CampaignExternalKpiStore; detail: Detail }) {
  const id = useId();
  const [name, setName] = useState(detail.name);
  const error = store.renameError;
  return (
    <form
      className="d-flex align-items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void store.renameDetail(detail, name);
      }}
    >
      <div>
        <label htmlFor={id} className="form-label small mb-1">
          {TEXTS.detailName}
        </label>
        <input
          id={id}
          type="text"
          className={`form-control form-control-sm${error ? ' is-invalid' : ''}`}
          style={{ minWidth: '14rem' }}
          autoComplete="off"
          value={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setName(event.target.value);
            store.clearRenameError();
          }}
        />
        {error && (
          <div id={`${id}-error`} className="invalid-feedback d-block">
            {error}
          </div>
        )}
      </div>
      <button type="submit" className="btn btn-outline-secondary btn-sm" disabled={store.renaming.has(detail.id)}>
        {TEXTS.renameDetail}
      </button>
    </form>
  );
});
