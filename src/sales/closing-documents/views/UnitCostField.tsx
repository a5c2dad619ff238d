import { observer } from 'mobx-react-lite';
import { formatMoney } from '@core/format';
import { NumberField } from '@ui/record/fields';
import { FormField } from '@ui/FormField';
import type { ClosingDocumentsStore } from '../ClosingDocumentsStore';
import { LABEL, TEXTS } from '../texts';

/** The act's unit cost: typed, or asked for by sales model for the act's period (unit-cost/{salesModel}). */
export const UnitCostField = observer(function UnitCostField({ store }: { store: ClosingDocumentsStore }) {
  const { form } = store.editor;
  const models = store.modelOptions;
  const known = form.values.unit_costs;
  return (
    <fieldset className="row align-items-end">
      <legend className="fs-6 fw-semibold mb-0">{TEXTS.sections.unitCost}</legend>
      <p className="col-12 small text-body-secondary mb-1">{TEXTS.unitCostHelp}</p>
      <FormField label={TEXTS.salesModel} className="col-md-4 mb-3" help={models.length === 0 && store.salesModels.settled ? TEXTS.noModels : undefined}>
        {(control) => (
          <select {...control} className={control.className.replace('form-control', 'form-select')} value={store.salesModel} onChange={(e) => store.chooseModel(e.target.value)}>
            <option value="">{TEXTS.chooseModel}</option>
            {models.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div className="col-md-3 mb-3">
        <button type="button" className="btn btn-outline-primary w-100" disabled={store.unitCostLoading} aria-describedby={store.unitCostProblem ? 'unit-cost-problem' : undefined} onClick={() => void store.calculateUnitCost()}>
          {TEXTS.calculate}
        </button>
      </div>
      <NumberField form={form} path="unit_cost" label={LABEL.unitCost} className="col-md-5 mb-3" minDigits={2} />
      {store.unitCostProblem && (
        <div id="unit-cost-problem" className="col-12 text-danger small mb-2" role="status">
          {store.unitCostProblem}
        </div>
      )}
      {Object.keys(known).length > 0 && (
        <p className="col-12 small text-body-secondary mb-3">
          {TEXTS.unitCosts}:{' '}
          {Object.entries(known)
            .map(([model, cost]) => `${model} — ${formatMoney(cost)}`)
            .join('; ')}
        </p>
      )}
    </fieldset>
  );
});
