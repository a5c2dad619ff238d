import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import type { MediaplanFeedbackStore } from '../MediaplanFeedbackStore';
import { TEXTS } from '../texts';
import { RatingBadge } from './RatingBadge';

/** S 2: the staff's vote with its badges, or that there is none; 'Оценить' without a vote, 'Изменить' with one. */
export const InternalVote = observer(function InternalVote({ store }: { store: MediaplanFeedbackStore }) {
  const id = useId();
  const vote = store.vote;
  return (
    <section className="card mb-3" aria-labelledby={id}>
      <div className="card-body">
        <div className="d-flex align-items-center gap-3 mb-2">
          <h2 id={id} className="h6 card-title mb-0">
            {TEXTS.internalTitle}
          </h2>
          <button type="button" className="btn btn-primary btn-sm" onClick={store.openVote}>
            {vote ? TEXTS.change : TEXTS.rate}
          </button>
        </div>
        {vote ? (
          <>
            <p className="mb-2">
              <RatingBadge label={TEXTS.campaignRate} value={vote.campaign_rate} />
              <RatingBadge label={TEXTS.designerRate} value={vote.designer_rate} />
            </p>
            {vote.comments && <p className="mb-2 text-break-anywhere" style={{ whiteSpace: 'pre-wrap' }}>{vote.comments}</p>}
            {vote.result.length > 0 && (
              <ul className="mb-2">
                {vote.result.map((line, i) => (
                  <li key={i} className="text-break-anywhere">
                    {line}
                  </li>
                ))}
              </ul>
            )}
            {(vote.login || vote.updated) && (
              <p className="small text-body-secondary mb-0 text-break-anywhere">
                {vote.login && `${TEXTS.author}: ${vote.login}`}
                {vote.login && vote.updated && ' · '}
                {vote.updated && `${TEXTS.updated}: ${vote.updated}`}
              </p>
            )}
          </>
        ) : (
          <p className="text-body-secondary mb-0">{TEXTS.internalEmpty}</p>
        )}
      </div>
    </section>
  );
});
