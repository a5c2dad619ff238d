import { observer } from 'mobx-react-lite';
import { formatDate } from '@core/format';
import type { CreativeChannelsStore } from '../CreativeChannelsStore';
import { TEXTS } from '../texts';

/** The creative's info card: its name and id, campaign, period and status (what the answer tells; the id at least). */
export const CreativeCard = observer(function CreativeCard({ store }: { store: CreativeChannelsStore }) {
  const c = store.creative;
  const period = c && (c.limit_date_begin || c.limit_date_end) ? `${formatDate(c.limit_date_begin)} — ${formatDate(c.limit_date_end)}` : '';
  return (
    <section className="card mb-3" aria-label={TEXTS.card.title}>
      <div className="card-body py-2">
        <h2 className="h6 mb-1 text-break-anywhere">
          {TEXTS.card.title} №{store.creativeId}
          {c?.name ? ` · ${c.name}` : ''}
        </h2>
        {c && (
          <dl className="row small mb-0">
            {c.campaign_id !== null && (
              <>
                <dt className="col-auto">{TEXTS.card.campaign}</dt>
                <dd className="col-auto mb-0 text-break-anywhere">{TEXTS.campaign(c.campaign_id, c.campaign_name)}</dd>
              </>
            )}
            {period && (
              <>
                <dt className="col-auto">{TEXTS.card.period}</dt>
                <dd className="col-auto mb-0">{period}</dd>
              </>
            )}
            {c.status && (
              <>
                <dt className="col-auto">{TEXTS.card.status}</dt>
                <dd className="col-auto mb-0">{TEXTS.statuses[c.status] ?? c.status}</dd>
              </>
            )}
          </dl>
        )}
      </div>
    </section>
  );
});
