import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import type { MediaplanFeedbackStore } from '../MediaplanFeedbackStore';
import { TEXTS } from '../texts';

/** A survey has a handful of questions: an answer with thousands is cut here, with a note, rather than freeze the tab. */
const MAX_ITEMS = 100;

/** S 2, S 3: the client's survey result (date, IP, each answered item), or that there is none yet. */
export const ClientResult = observer(function ClientResult({ store }: { store: MediaplanFeedbackStore }) {
  const id = useId();
  const client = store.client;
  return (
    <section className="card mb-3" aria-labelledby={id}>
      <div className="card-body">
        <h2 id={id} className="h6 card-title">
          {TEXTS.clientTitle}
        </h2>
        {client ? (
          <>
            <dl className="row mb-2 small">
              <dt className="col-sm-3 col-lg-2">{TEXTS.clientVoted}</dt>
              <dd className="col-sm-9 col-lg-10">{client.date || TEXTS.unknown}</dd>
              <dt className="col-sm-3 col-lg-2">{TEXTS.clientIp}</dt>
              <dd className="col-sm-9 col-lg-10 text-break-anywhere">{client.ip || TEXTS.unknown}</dd>
            </dl>
            <ul className="list-group list-group-flush">
              {client.items.slice(0, MAX_ITEMS).map((item, i) => (
                <li key={i} className="list-group-item px-0 text-break-anywhere">
                  {item.question && <div className="fw-semibold">{item.question}</div>}
                  <div>{item.result || TEXTS.unknown}</div>
                </li>
              ))}
            </ul>
            {client.items.length > MAX_ITEMS && <p className="small text-body-secondary mb-0">{TEXTS.clientMore(MAX_ITEMS, client.items.length)}</p>}
          </>
        ) : (
          <p className="text-body-secondary mb-0">{TEXTS.clientEmpty}</p>
        )}
      </div>
    </section>
  );
});
