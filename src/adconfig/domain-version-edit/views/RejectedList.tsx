import { observer } from 'mobx-react-lite';
import type { DomainVersionEditStore } from '../DomainVersionEditStore';
import { TEXT } from '../texts';

/** The domains the last add or removal refused, each with the server's reason (shown as text). */
export const RejectedList = observer(function RejectedList({ store, title }: { store: DomainVersionEditStore; title: string }) {
  const rows = store.rejection?.rows ?? [];
  return (
    <div className="alert alert-warning alert-dismissible py-2" role="alert">
      <div className="fw-semibold">{title}</div>
      <ul className="mb-0 ps-3 overflow-auto" style={{ maxHeight: 200 }}>
        {rows.slice(0, 500).map((r) => (
          <li key={r.domain}>
            <span className="text-break">{r.domain}</span> — {r.reason || TEXT.noReason}
          </li>
        ))}
      </ul>
      <button type="button" className="btn-close" aria-label="Закрыть" onClick={store.dismissRejection} />
    </div>
  );
});
