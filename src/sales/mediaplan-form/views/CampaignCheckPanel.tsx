import { observer } from 'mobx-react-lite';
import { useId, type FormEvent } from 'react';
import { formatDate } from '@core/format';
import { FormField } from '@ui/FormField';
import type { CampaignCheck } from '../campaignCheck';
import { TEXT } from '../texts';

const T = TEXT.campaignCheck;

/** A period as d.m.Y, either end 'не задан' (a campaign may lack a limit date). */
const periodOf = (begin: string, end: string): string => (begin || end ? `${begin ? formatDate(begin) : T.noPeriod} — ${end ? formatDate(end) : T.noPeriod}` : T.noPeriod);

const Found = observer(function Found({ check }: { check: CampaignCheck }) {
  const campaign = check.answer?.campaign;
  if (!check.answer) return null;
  if (!campaign) return <p className="mb-0 text-body-secondary">{T.missing}</p>;
  const planId = campaign.mediaplan_id;
  return (
    <dl className="mb-0 d-grid gap-1" style={{ gridTemplateColumns: 'max-content 1fr' }}>
      <dt className="fw-normal text-body-secondary">№{campaign.campaign_id}</dt>
      <dd className="mb-0 text-break">
        {/* S 2: a campaign's statistics page. */}
        <a href={check.campaignUrl(campaign.campaign_id)}>{campaign.name || `№${campaign.campaign_id}`}</a>
      </dd>
      <dt className="fw-normal text-body-secondary">{T.period}</dt>
      <dd className="mb-0">{periodOf(campaign.limit_date_begin, campaign.limit_date_end)}</dd>
      <dt className="fw-normal text-body-secondary">{T.plan}</dt>
      <dd className="mb-0">
        {planId === null ? T.noPlan : planId === check.planId ? T.inThisPlan(campaign.mediaplan_campaign_id) : <a href={check.planUrl(planId)}>{T.otherPlan(planId)}</a>}
      </dd>
      {check.salesModel && (
        <>
          <dt className="fw-normal text-body-secondary">{T.salesModel}</dt>
          <dd className="mb-0 text-break">{check.salesModel}</dd>
        </>
      )}
    </dl>
  );
});

/** «Кампания по номеру»: a campaign looked up by its number (S 7 "Campaign find by id"), outside the plan's form (nothing here is saved). */
export const CampaignCheckPanel = observer(function CampaignCheckPanel({ check }: { check: CampaignCheck }) {
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    check.find();
  };
  return (
    <section className="card mt-3" aria-labelledby={titleId}>
      <div className="card-body">
        <h3 id={titleId} className="h6">
          {T.title}
        </h3>
        <form role="search" aria-labelledby={titleId} noValidate onSubmit={submit} className="d-flex flex-wrap align-items-start gap-2 mb-2">
          <FormField label={T.field} error={check.error ?? undefined} className="mb-0">
            {(control) => <input {...control} type="text" inputMode="numeric" autoComplete="off" maxLength={16} value={check.text} onChange={(e) => check.setText(e.target.value)} />}
          </FormField>
          <button type="submit" className="btn btn-outline-primary mt-md-4" disabled={check.load.loading} aria-busy={check.load.loading || undefined}>
            {T.find}
          </button>
        </form>
        <div aria-live="polite">
          <Found check={check} />
        </div>
      </div>
    </section>
  );
});
