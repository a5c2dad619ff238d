import { observer } from 'mobx-react-lite';
import { formatDateTime, formatNumber } from '@core/format';
import { StatusBadge } from '@ui/StatusBadge';
import type { DomainVersionEditStore } from '../DomainVersionEditStore';
import { TEXT } from '../texts';

const count = (value: number | null | undefined): string => (value === null || value === undefined ? '—' : formatNumber(value, 0));

/** The version: its status, dates, author and totals; publish ⇄ draft, delete, back to the versions. */
export const VersionHeader = observer(function VersionHeader({ store }: { store: DomainVersionEditStore }) {
  const { version, published } = store;
  const busy = store.busy.running || version === null;
  return (
    <div className="mb-3">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h2 className="h4 mb-0 me-2">{TEXT.heading(store.id)}</h2>
        {version && (version.status === '' ? null : <StatusBadge text={TEXT.status[version.status]} variant={published ? 'success' : 'secondary'} />)}
        <div className="ms-auto d-flex flex-wrap gap-2">
          <button type="button" className={`btn ${published ? 'btn-outline-secondary' : 'btn-success'}`} disabled={busy} onClick={() => void store.togglePublish()}>
            {published ? TEXT.unpublish : TEXT.publish}
          </button>
          <button type="button" className="btn btn-outline-danger" disabled={busy} onClick={() => void store.removeVersion()}>
            {TEXT.removeVersion}
          </button>
          <a className="btn btn-link" href={store.parentUrl}>
            {TEXT.back}
          </a>
        </div>
      </div>
      <dl className="row small mb-0 text-body-secondary" aria-busy={store.load.loading || undefined}>
        <dt className="col-auto fw-normal">{TEXT.created}</dt>
        <dd className="col-auto text-body">{formatDateTime(version?.created) || '—'}</dd>
        <dt className="col-auto fw-normal">{TEXT.updated}</dt>
        <dd className="col-auto text-body">{formatDateTime(version?.updated) || '—'}</dd>
        <dt className="col-auto fw-normal">{TEXT.owner}</dt>
        <dd className="col-auto text-body">{version?.owner_login || '—'}</dd>
        <dt className="col-auto fw-normal">{TEXT.totals}</dt>
        <dd className="col-auto text-body">
          {count(version?.displayed_t)} / {count(version?.clicked_t)}
        </dd>
      </dl>
    </div>
  );
});
