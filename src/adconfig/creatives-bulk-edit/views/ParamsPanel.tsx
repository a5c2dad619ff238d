import { observer } from 'mobx-react-lite';
import { useId, type ReactNode } from 'react';
import { DateField, NumberField, SelectField, TextAreaField } from '@ui/record/fields';
import type { CreativesBulkEditStore } from '../CreativesBulkEditStore';
import { LIMIT_TYPES, LIMITS, PARAMS, typeKey, type LimitKey, type ParamKey } from '../params';
import { LIMIT_TYPE_LABELS, STATUS_LABELS, TEXTS } from '../texts';

const STATUS_OPTIONS = Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label }));
const TYPE_OPTIONS = LIMIT_TYPES.map((value) => ({ value, label: LIMIT_TYPE_LABELS[value] }));
const limitOf = (key: ParamKey): LimitKey | null => LIMITS.find(([limit]) => limit === key)?.[0] ?? null;

/** A parameter's switch: 'Изменить: …'. */
const ParamSwitch = observer(function ParamSwitch({ store, path, label }: { store: CreativesBulkEditStore; path: ParamKey; label: string }) {
  const id = useId();
  return (
    <div className="form-check form-check-inline me-3">
      <input id={id} type="checkbox" className="form-check-input" checked={store.params.values.set[path]} onChange={(e) => store.params.set(`set.${path}`, e.target.checked)} />
      <label htmlFor={id} className="form-check-label">
        Изменить: {label}
      </label>
    </div>
  );
});

/** The field of each switched-on parameter (the others take no room). */
function fieldOf(store: CreativesBulkEditStore, key: ParamKey, label: string): ReactNode {
  const form = store.params;
  if (key === 'status') return <SelectField form={form} path="status" label="Новый статус" options={STATUS_OPTIONS} placeholder="Выберите..." className="mb-0" />;
  if (key === 'limit_date_begin' || key === 'limit_date_end') return <DateField form={form} path={key} label={label} className="mb-0" />;
  if (key === 'comment') return <TextAreaField form={form} path="comment" label={label} rows={2} className="mb-0" />;
  const limit = limitOf(key);
  if (limit === null) return null;
  return (
    <div className="row g-2">
      <NumberField form={form} path={limit} label={label} help="Пусто — без лимита" className="col-7 mb-0" />
      <SelectField form={form} path={typeKey(limit)} label={TEXTS.limitType(label)} labelHidden options={TYPE_OPTIONS} className="col-5 mb-0 pt-4 mt-2" />
    </div>
  );
}

/** The parameters to set on the chosen creatives: a switch each, the fields of those switched on, the button. */
export const ParamsPanel = observer(function ParamsPanel({ store }: { store: CreativesBulkEditStore }) {
  const count = store.chosenIds.length;
  const on = PARAMS.filter(([key]) => store.params.values.set[key]);
  return (
    <section className="card mb-3" aria-labelledby="bulk-params-title">
      <div className="card-body">
        <h2 id="bulk-params-title" className="h5 card-title">
          {TEXTS.paramsTitle}
        </h2>
        <div className="mb-2">
          {PARAMS.map(([key, label]) => (
            <ParamSwitch key={key} store={store} path={key} label={label} />
          ))}
        </div>
        {on.length > 0 && (
          <div className="row g-3">
            {on.map(([key, label]) => (
              <div key={key} className="col-12 col-md-6 col-xl-4">
                {fieldOf(store, key, label)}
              </div>
            ))}
          </div>
        )}
        <button type="button" className="btn btn-primary mt-3" disabled={store.params.saving} aria-busy={store.params.saving || undefined} onClick={() => void store.apply()}>
          {TEXTS.apply(count)}
        </button>
      </div>
    </section>
  );
});
