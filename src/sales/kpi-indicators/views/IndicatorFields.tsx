import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import type { FieldControlProps } from '@ui/FormField';
import { FormField } from '@ui/FormField';
import { Select } from '@ui/Select';
import { unknownValueText } from '@core/unknownValue';
import type { IndicatorValues, KpiIndicatorsStore } from '../KpiIndicatorsStore';
import { CLASS_NAMES, FLAGS, TEXTS, VALUE_TYPES, WORST_VALUES } from '../texts';

interface Choice {
  value: string;
  name: string;
}

type TextKey = { [K in keyof IndicatorValues]: IndicatorValues[K] extends string ? K : never }[keyof IndicatorValues];
type FlagKey = (typeof FLAGS)[number]['field'];

/** A native select with a first option meaning "none chosen" (''); a stored value outside the choices is kept and said so. */
function ChoiceSelect({ control, value, none, choices, onChange }: { control: FieldControlProps; value: string; none: string; choices: readonly Choice[]; onChange(value: string): void }) {
  const all = value === '' || choices.some((c) => c.value === value) ? choices : [...choices, { value, name: unknownValueText(value) }];
  return (
    <select {...control} className={control.className.replace('form-control', 'form-select')} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">{none}</option>
      {all.map((c) => (
        <option key={c.value} value={c.value}>
          {c.name}
        </option>
      ))}
    </select>
  );
}

const FlagBox = observer(function FlagBox({ store, field, label }: { store: KpiIndicatorsStore; field: FlagKey; label: string }) {
  const id = useId();
  const { form } = store.editor;
  return (
    <div className="form-check">
      <input id={id} className="form-check-input" type="checkbox" checked={form.values[field]} onChange={(e) => form.set(field, e.target.checked)} />
      <label htmlFor={id} className="form-check-label">
        {label}
      </label>
    </div>
  );
});

/** The modal's fields (S 3, S 5): name, KPI type (from the answer's columns) and value type required; the rest optional. */
export const IndicatorFields = observer(function IndicatorFields({ store }: { store: KpiIndicatorsStore }) {
  const { form } = store.editor;
  const text = (field: TextKey, label: string, options: { required?: boolean; help?: string; className?: string } = {}) => (
    <FormField label={label} required={options.required} error={form.errors[field]} help={options.help} className={options.className}>
      {(control) => <input {...control} type="text" value={form.values[field]} onChange={(e) => form.set(field, e.target.value)} autoComplete="off" />}
    </FormField>
  );
  const select = (field: TextKey, label: string, choices: readonly Choice[], options: { required?: boolean; none?: string } = {}) => (
    <FormField label={label} required={options.required} error={form.errors[field]} className="col-md-4 mb-3">
      {(control) => <ChoiceSelect control={control} value={form.values[field]} none={options.none ?? TEXTS.choose} choices={choices} onChange={(value) => form.set(field, value)} />}
    </FormField>
  );
  // Organizations and reports: chosen by name from the page's dictionaries; without one, its ids are typed.
  const ids = (field: 'organizations' | 'show_in', typed: { label: string; help: string }, named: { label: string; help?: string }) => {
    const choices = store.idChoices(field);
    if (!choices) return text(field, typed.label, { help: typed.help, className: 'col-md-6 mb-3' });
    return (
      <FormField label={named.label} error={form.errors[field]} help={named.help} className="col-md-6 mb-3">
        {(control) => (
          <Select<number>
            id={control.id}
            aria-describedby={control['aria-describedby']}
            invalid={control['aria-invalid']}
            isMulti
            options={choices}
            value={store.chosenIds(field)}
            onChange={(chosen) => store.chooseIds(field, chosen)}
            placeholder={TEXTS.chooseMany}
          />
        )}
      </FormField>
    );
  };
  return (
    <>
      {text('name', TEXTS.name, { required: true })}
      <div className="row">
        {select('kpi_type', TEXTS.kpiType, store.kpiTypeOptions, { required: true })}
        {select('value_type', TEXTS.valueType, VALUE_TYPES, { required: true })}
        {select('worst_value', TEXTS.worstValue, WORST_VALUES)}
      </div>
      <FormField label={TEXTS.description} error={form.errors.description}>
        {(control) => <textarea {...control} rows={2} value={form.values.description} onChange={(e) => form.set('description', e.target.value)} />}
      </FormField>
      <div className="row">
        {select('class_name', TEXTS.className, CLASS_NAMES.map((c) => ({ value: c, name: c })), { none: TEXTS.none })}
        {text('plan_field', TEXTS.planField, { className: 'col-md-4 mb-3' })}
        {text('fact_field', TEXTS.factField, { className: 'col-md-4 mb-3' })}
      </div>
      <div className="row">
        {ids('organizations', { label: TEXTS.organizations, help: TEXTS.organizationsHelp }, { label: TEXTS.organizationsByName, help: TEXTS.organizationsByNameHelp })}
        {ids('show_in', { label: TEXTS.showIn, help: TEXTS.showInHelp }, { label: TEXTS.showInByName })}
      </div>
      {text('import_fields', TEXTS.importFields, { help: TEXTS.importFieldsHelp })}
      <fieldset>
        <legend className="form-label fs-6">{TEXTS.flags}</legend>
        {FLAGS.map((f) => (
          <FlagBox key={f.field} store={store} field={f.field} label={f.label} />
        ))}
      </fieldset>
    </>
  );
});
