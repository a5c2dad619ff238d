import { observer } from 'mobx-react-lite';
import { Fragment } from 'react';
import { formatNumber } from '@core/format';
import { knownCompare, type PlanCampaign, type PlanLine } from '../api';
import { unknownValueText } from '@core/unknownValue';
import type { MediaplanKpiStore } from '../MediaplanKpiStore';
import { outcomeOf } from '../planDraft';
import { TEXTS } from '../texts';

const CampaignCell = observer(function CampaignCell({ store, campaign, rows }: { store: MediaplanKpiStore; campaign: PlanCampaign; rows: number }) {
  return (
    <th scope="rowgroup" rowSpan={rows} className="align-top" style={{ minWidth: '14rem', maxWidth: '22rem' }}>
      <div className="fw-semibold text-break-anywhere mb-2">{campaign.name}</div>
      <div className="d-flex flex-wrap align-items-center gap-2">
        <button type="button" className="btn btn-outline-primary btn-sm" aria-label={TEXTS.edit(campaign.name)} onClick={() => store.open(campaign.id)}>
          {TEXTS.editShort}
        </button>
        {store.isDirty(campaign.id) && <span className="badge text-bg-warning">{TEXTS.unsavedMark}</span>}
      </div>
    </th>
  );
});

function LineCells({ store, line }: { store: MediaplanKpiStore; line: PlanLine }) {
  const indicator = store.indicator(line.kpi_id);
  const outcome = outcomeOf(line, indicator);
  return (
    <>
      <td className="text-break-anywhere">{indicator?.name ?? (line.kpi_name || `#${line.kpi_id}`)}</td>
      <td>{indicator ? TEXTS.typeShort[indicator.kpi_type] : TEXTS.unknown}</td>
      <td>{compareText(line.compare)}</td>
      <td className="text-end">{formatNumber(line.plan)}</td>
      <td className="text-end">{formatNumber(line.fact)}</td>
      <td className={`text-${outcome.tone}`}>{outcome.text}</td>
    </>
  );
}

/** S 2 media-plan-wide plan: each campaign with its KPI lines (plan, fact, met or not) and the button to its modal. */
/** A compare's label; one outside S 3's said as unknown. */
function compareText(compare: string): string {
  const known = knownCompare(compare);
  if (known) return TEXTS.compare[known];
  return compare === '' ? TEXTS.compareNone : unknownValueText(compare);
}

export const PlanTable = observer(function PlanTable({ store }: { store: MediaplanKpiStore }) {
  if (store.campaigns.length === 0) return <p className="text-body-secondary">{TEXTS.planEmpty}</p>;
  return (
    <div className="table-responsive">
      <table className="table table-sm table-bordered align-middle">
        <caption className="caption-top">{TEXTS.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{TEXTS.columns.campaign}</th>
            <th scope="col">{TEXTS.columns.kpi}</th>
            <th scope="col">{TEXTS.columns.type}</th>
            <th scope="col">{TEXTS.columns.compare}</th>
            <th scope="col" className="text-end">{TEXTS.columns.plan}</th>
            <th scope="col" className="text-end">{TEXTS.columns.fact}</th>
            <th scope="col">{TEXTS.columns.result}</th>
          </tr>
        </thead>
        {store.campaigns.map((campaign) => {
          const lines = store.linesOfCampaign(campaign.id);
          return (
            <tbody key={campaign.id}>
              {lines.length === 0 ? (
                <tr>
                  <CampaignCell store={store} campaign={campaign} rows={1} />
                  <td colSpan={6} className="text-body-secondary">
                    {TEXTS.planEmpty}
                  </td>
                </tr>
              ) : (
                lines.map((line, i) => (
                  <Fragment key={line.kpi_id}>
                    <tr>
                      {i === 0 && <CampaignCell store={store} campaign={campaign} rows={lines.length} />}
                      <LineCells store={store} line={line} />
                    </tr>
                  </Fragment>
                ))
              )}
            </tbody>
          );
        })}
      </table>
    </div>
  );
});
