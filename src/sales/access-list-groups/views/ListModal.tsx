import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import Modal from 'react-bootstrap/Modal';
import { formatNumber } from '@core/format';
import { LoadFailed } from '@ui/LoadFailed';
import type { OpenListStore } from '../OpenListStore';
import { LABELS, TEXTS } from '../texts';

/** A long list shows its first entries here; the rest are on its page. */
export const SHOWN_ENTRIES = 200;

/** The opened list's entries (the first SHOWN_ENTRIES), or why there are none. */
const Entries = observer(function Entries({ store }: { store: OpenListStore }) {
  const details = store.details;
  if (store.state === 'failed') return <LoadFailed text={TEXTS.listNotLoaded} onRetry={store.fetch} />;
  if (!details) return <p className="text-body-secondary" role="status">{TEXTS.loadingList}</p>;
  if (details.items.length === 0) return <p className="text-body-secondary">{TEXTS.noEntries}</p>;
  const rest = details.items.length - SHOWN_ENTRIES;
  return (
    <>
      <p className="mb-2">{TEXTS.entriesCount(formatNumber(details.items.length, 0))}</p>
      <ul className="list-group list-group-flush border rounded overflow-auto mb-0" style={{ maxHeight: 400 }}>
        {details.items.slice(0, SHOWN_ENTRIES).map((entry, i) => (
          <li key={`${i}:${entry}`} className="list-group-item py-1 text-break">
            {entry}
          </li>
        ))}
      </ul>
      {rest > 0 && <p className="small text-body-secondary mt-2 mb-0">{TEXTS.moreEntries(formatNumber(rest, 0))}</p>}
    </>
  );
});

/** S 7 "GET edit/?id": a filter list of a group, opened: its type and entries, and a link to its own page. */
export const ListModal = observer(function ListModal({ store }: { store: OpenListStore }) {
  const titleId = useId();
  const { trait, group, details } = store;
  const type = details?.filter_type ? TEXTS.types[details.filter_type] : null;
  return (
    <Modal show={store.isOpen} onHide={store.close} aria-labelledby={titleId} scrollable>
      <Modal.Header closeButton closeLabel="Закрыть">
        <Modal.Title id={titleId} as="h2" className="h5 text-break">
          {trait ? LABELS.listTitle(details?.name || trait.filter_name || `#${trait.filter_id}`) : ''}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <dl className="row mb-3">
          <dt className="col-sm-4">{TEXTS.inGroup}</dt>
          <dd className="col-sm-8 text-break">{group?.name}</dd>
          {type && (
            <>
              <dt className="col-sm-4">{TEXTS.listType}</dt>
              <dd className="col-sm-8">{type}</dd>
            </>
          )}
        </dl>
        <Entries store={store} />
      </Modal.Body>
      <Modal.Footer>
        {store.pageUrl && (
          <a href={store.pageUrl} className="btn btn-outline-primary me-auto" target="_blank" rel="noopener noreferrer">
            {TEXTS.openPage}
          </a>
        )}
        <button type="button" className="btn btn-secondary" onClick={store.close}>
          {TEXTS.close}
        </button>
      </Modal.Footer>
    </Modal>
  );
});
