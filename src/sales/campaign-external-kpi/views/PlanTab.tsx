import { observer } from 'mobx-react-lite';
import { formatNumber } from '@core/format';
import { textNumber } from '@core/grid/numericCells';
import type { CampaignExternalKpiStore } from '../CampaignExternalKpiStore';
import { cellKey } from '../kpiGrid';
import { TEXTS } from '../texts';

/** S 2 Plan tab: the campaign's KPI plan from its media plan, with the fact stored for the whole campaign. */
export const PlanTab = observer(function PlanTab({ store }: { store: CampaignExternalKpiStore }) {
  const changes = store.changesOf('campaign');
  if (store.plan.length === 0) return <p className="text-body-secondary">{TEXTS.planEmpty}</p>;
  return (
    <table className="table table-sm table-striped w-auto">
      <caption className="caption-top">{TEXTS.planCaption}</caption>
      <thead>
        <tr>
          <th scope="col">{TEXTS.planColumns.kpi}</th>
          <th scope="col">{TEXTS.planColumns.compare}</th>
          <th scope="col" className="text-end">{TEXTS.planColumns.plan}</th>
          <th scope="col" className="text-end">{TEXTS.planColumns.fact}</th>
        </tr>
      </thead>
      <tbody>
        {store.plan.map((line) => (
          <tr key={line.kpi_id}>
            <td className="text-break-anywhere">{store.planKpiName(line.kpi_id)}</td>
            <td>{TEXTS.compare[line.compare] ?? ''}</td>
            <td className="text-end">{formatNumber(line.plan)}</td>
            <td className="text-end">{formatNumber(textNumber(changes.original(cellKey(line.kpi_id, null))))}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
});
