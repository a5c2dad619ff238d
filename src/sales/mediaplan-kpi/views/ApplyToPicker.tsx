import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import type { MediaplanKpiStore } from '../MediaplanKpiStore';
import { ALL_CAMPAIGNS } from '../planDraft';
import { TEXTS } from '../texts';

/**
 * S 3 apply_to: the campaigns a line is saved to, as checkboxes in a disclosure ('Все кампании' = -1).
 * The summary says what is chosen; a line with none chosen is marked (S 5).
 */
export const ApplyToPicker = observer(function ApplyToPicker({ store, campaignId, kpiId, kpiName }: { store: MediaplanKpiStore; campaignId: number; kpiId: number; kpiName: string }) {
  const id = useId();
  const chosen = store.draftsOf(campaignId).value(kpiId).applyTo;
  const all = chosen.includes(ALL_CAMPAIGNS);
  const summary = all ? TEXTS.allCampaigns : chosen.length === 0 ? TEXTS.noneChosen : chosen.length === 1 && chosen[0] === campaignId ? TEXTS.thisCampaign : TEXTS.campaignsChosen(chosen.length);
  const box = (target: number, label: string, checked: boolean) => (
    <div className="form-check" key={target}>
      <input id={`${id}-${target}`} type="checkbox" className="form-check-input" checked={checked} onChange={(event) => store.toggleTarget(campaignId, kpiId, target, event.target.checked)} />
      <label htmlFor={`${id}-${target}`} className="form-check-label text-break-anywhere">
        {label}
      </label>
    </div>
  );
  return (
    <details className="apply-to">
      <summary className={chosen.length === 0 ? 'text-danger' : undefined} aria-label={`${TEXTS.applyToOf(kpiName)}: ${summary}`}>
        {summary}
      </summary>
      <fieldset className="mt-1" style={{ maxHeight: '12rem', overflowY: 'auto' }}>
        <legend className="visually-hidden">{TEXTS.applyToOf(kpiName)}</legend>
        {box(ALL_CAMPAIGNS, TEXTS.allCampaigns, all)}
        {store.campaigns.map((c) => box(c.id, c.name, all || chosen.includes(c.id)))}
      </fieldset>
    </details>
  );
});
