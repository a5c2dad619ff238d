import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { safeHref } from '@core/safeUrl';
import type { MediaplanFeedbackStore } from '../MediaplanFeedbackStore';
import { TEXTS } from '../texts';

/** S 2: the client's feedback link, or the button that makes one. */
export const LinkCard = observer(function LinkCard({ store }: { store: MediaplanFeedbackStore }) {
  const id = useId();
  const href = store.link ? safeHref(store.link) : null;
  return (
    <section className="card mb-3" aria-labelledby={`${id}-title`}>
      <div className="card-body">
        <h2 id={`${id}-title`} className="h6 card-title">
          {TEXTS.linkTitle}
        </h2>
        {store.link ? (
          <div className="input-group" style={{ maxWidth: '48rem' }}>
            <label htmlFor={id} className="visually-hidden">
              {TEXTS.linkLabel}
            </label>
            <input id={id} type="text" className="form-control" readOnly value={store.link} onFocus={(event) => event.target.select()} />
            {href && (
              <a className="btn btn-outline-secondary" href={href} target="_blank" rel="noopener noreferrer">
                {TEXTS.linkOpen}
              </a>
            )}
          </div>
        ) : (
          <div className="d-flex align-items-center gap-3">
            <span className="text-body-secondary">{TEXTS.linkNone}</span>
            <button type="button" className="btn btn-outline-primary btn-sm" disabled={store.creatingLink} aria-busy={store.creatingLink || undefined} onClick={() => void store.createLink()}>
              {store.creatingLink && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
              {TEXTS.linkCreate}
            </button>
          </div>
        )}
      </div>
    </section>
  );
});
