import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { formatNumber } from '@core/format';
import { COMPARE_OPERATORS } from '@core/report/colours';
import { compareOf, knownCompare, type Indicator, type KpiType } from '../api';
import { unknownValueText } from '@core/unknownValue';
import type { MediaplanKpiStore } from '../MediaplanKpiStore';
import { lineErrors } from '../planDraft';
import { TEXTS } from '../texts';
import { ApplyToPicker } from './ApplyToPicker';
import { NumberInput } from '@ui/NumberInput';

const LineRow = observer(function LineRow({ store, campaignId, indicator }: { store: MediaplanKpiStore; campaignId: number; indicator: Indicator }) {
  const drafts = store.draftsOf(campaignId);
  const draft = drafts.value(indicator.id);
  const errors = store.errors.length > 0 ? lineErrors(draft, indicator.name) : [];
  const planWrong = errors.includes(TEXTS.planNotNumber(indicator.name));
  const errorId = useId();
  return (
    <tr className={drafts.isChanged(indicator.id) ? 'table-warning' : undefined}>
      <th scope="row" className="text-break-anywhere fw-normal">
        {indicator.name}
      </th>
      <td>
        <select className="form-select form-select-sm" aria-label={TEXTS.compareOf(indicator.name)} value={draft.compare} onChange={(event) => store.setCompare(campaignId, indicator.id, compareOf(event.target.value))}>
          <option value="">{TEXTS.compareNone}</option>
          {draft.compare !== '' && knownCompare(draft.compare) === null ? <option value={draft.compare}>{unknownValueText(draft.compare)}</option> : null}
          {COMPARE_OPERATORS.map((op) => (
            <option key={op} value={op}>
              {TEXTS.compare[op]}
            </option>
          ))}
        </select>
      </td>
      <td>
        <NumberInput
          className={`form-control form-control-sm text-end${planWrong ? ' is-invalid' : ''}`}
          aria-label={TEXTS.planOf(indicator.name)}
          aria-invalid={planWrong || undefined}
          aria-describedby={errors.length > 0 ? errorId : undefined}
          value={draft.plan}
          onChange={(text) => store.setPlan(campaignId, indicator.id, text)}
        />
        {errors.length > 0 && (
          <span id={errorId} className="visually-hidden">
            {errors.join(' ')}
          </span>
        )}
      </td>
      <td className="text-end">{formatNumber(store.factOf(campaignId, indicator.id))}</td>
      <td>
        <ApplyToPicker store={store} campaignId={campaignId} kpiId={indicator.id} kpiName={indicator.name} />
      </td>
      <td className="text-end">
        <button type="button" className="btn btn-outline-danger btn-sm" aria-label={TEXTS.remove(indicator.name)} title={TEXTS.remove(indicator.name)} onClick={() => void store.removeLine(campaignId, indicator.id)}>
          <span aria-hidden="true">✕</span>
        </button>
      </td>
    </tr>
  );
});

const AddLine = observer(function AddLine({ store, campaignId, type }: { store: MediaplanKpiStore; campaignId: number; type: KpiType }) {
  const id = useId();
  const addable = store.addableOf(campaignId, type);
  if (addable.length === 0) return <p className="small text-body-secondary mb-0">{TEXTS.allAdded}</p>;
  return (
    <div className="d-flex align-items-center gap-2">
      <label htmlFor={id} className="small mb-0">
        {TEXTS.add(type)}
      </label>
      <select
        id={id}
        className="form-select form-select-sm w-auto"
        value=""
        onChange={(event) => {
          const kpi = Number(event.target.value);
          if (kpi) store.addLine(campaignId, kpi);
        }}
      >
        <option value="">{TEXTS.addPlaceholder}</option>
        {addable.map((k) => (
          <option key={k.id} value={k.id}>
            {k.name}
          </option>
        ))}
      </select>
    </div>
  );
});

/** S 2: one type's table in the campaign's modal (quality or quantity): plan and fact per indicator. */
export const LinesTable = observer(function LinesTable({ store, campaignId, type }: { store: MediaplanKpiStore; campaignId: number; type: KpiType }) {
  const rows = store.rowsOf(campaignId, type);
  return (
    <section className="mb-4">
      {/* Fixed column widths: the quality and quantity tables line up one under the other. */}
      <table className="table table-sm align-middle mb-2" style={{ tableLayout: 'fixed' }}>
        <caption className="caption-top fw-semibold text-body">{TEXTS.types[type]}</caption>
        <colgroup>
          <col style={{ width: '26%' }} />
          <col style={{ width: '19%' }} />
          <col style={{ width: '12%' }} />
          <col style={{ width: '10%' }} />
          <col />
          <col style={{ width: '3.25rem' }} />
        </colgroup>
        <thead>
          <tr>
            <th scope="col">{TEXTS.columns.kpi}</th>
            <th scope="col">{TEXTS.columns.compare}</th>
            <th scope="col">{TEXTS.columns.plan}</th>
            <th scope="col" className="text-end">{TEXTS.columns.fact}</th>
            <th scope="col">{TEXTS.columns.applyTo}</th>
            <th scope="col" className="text-end">
              <span className="visually-hidden">{TEXTS.columns.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={6} className="text-body-secondary">
                {TEXTS.planEmpty}
              </td>
            </tr>
          ) : (
            rows.map((k) => <LineRow key={k.id} store={store} campaignId={campaignId} indicator={k} />)
          )}
        </tbody>
      </table>
      <AddLine store={store} campaignId={campaignId} type={type} />
    </section>
  );
});
