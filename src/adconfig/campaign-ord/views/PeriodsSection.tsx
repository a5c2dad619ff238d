import { observer } from 'mobx-react-lite';
import Button from 'react-bootstrap/Button';
import { contractLabel } from '@core/contracts';
import { formatDateTime } from '@core/format';
import type { ContractRef } from '../api';
import type { CampaignOrdStore } from '../CampaignOrdStore';
import { LABEL, TEXT } from '../texts';

/** A contract of a period: its label when known, else its number. */
function ContractName({ store, refOf }: { store: CampaignOrdStore; refOf: ContractRef }) {
  if (refOf.id === null) return <span className="text-body-secondary">—</span>;
  const contract = refOf.contract ?? store.contractOf(refOf.id);
  return <>{contract ? contractLabel(contract) : `#${refOf.id}`}</>;
}

/** The periods of a split campaign: add, edit (the period modal), delete (asked); join back (asked). */
export const PeriodsSection = observer(function PeriodsSection({ store }: { store: CampaignOrdStore }) {
  const busy = store.busy.running;
  return (
    <section aria-label={TEXT.periods}>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h3 className="h6 mb-0 me-auto">{TEXT.periods}</h3>
        <Button variant="primary" size="sm" disabled={busy} onClick={() => store.period.show(null)}>
          {TEXT.addPeriod}
        </Button>
        <Button variant="outline-danger" size="sm" disabled={busy} onClick={() => void store.join()}>
          {TEXT.join}
        </Button>
      </div>
      {store.periods.length === 0 ? (
        <p className="text-body-secondary">{TEXT.noPeriods}</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-sm align-middle">
            <caption className="visually-hidden">{TEXT.periodsCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{TEXT.dates}</th>
                <th scope="col">{LABEL.ord}</th>
                <th scope="col">{LABEL.ord_initial_contract_id}</th>
                <th scope="col">{LABEL.ord_final_contract_id}</th>
                <th scope="col">{TEXT.updated}</th>
                <th scope="col">
                  <span className="visually-hidden">{TEXT.actions}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {store.periods.map((period) => {
                const dates = store.periodDates(period);
                return (
                  <tr key={period.id}>
                    <td className="text-nowrap">{dates}</td>
                    <td className="text-nowrap">{period.ord || '—'}</td>
                    <td className="text-break">
                      <ContractName store={store} refOf={period.ord_initial_contract} />
                    </td>
                    <td className="text-break">
                      <ContractName store={store} refOf={period.ord_final_contract} />
                    </td>
                    <td className="text-nowrap">{formatDateTime(period.updated || period.created) || '—'}</td>
                    <td className="text-end text-nowrap">
                      <Button variant="outline-secondary" size="sm" className="me-2" aria-label={TEXT.editPeriodOf(dates)} disabled={busy} onClick={() => store.period.show(period)}>
                        ✎
                      </Button>
                      <Button variant="outline-danger" size="sm" aria-label={TEXT.deletePeriodOf(dates)} disabled={busy} onClick={() => void store.deletePeriod(period)}>
                        ×
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
});
