import { observer } from 'mobx-react-lite';
import { FormField } from '../../../ui/FormField';
import { LoadFailed } from '../../../ui/LoadFailed';
import type { Choice } from '../api';
import { TEXTS } from '../texts';
import type { CounterValues, VerifierCountersStore } from '../VerifierCountersStore';

/** A native select whose first option means "none chosen"; a saved value the list no longer offers stays shown. */
function ChoiceField({ store, field, label, choices }: { store: VerifierCountersStore; field: 'verifier_id' | 'unit_type'; label: string; choices: Choice[] }) {
  const { form } = store.editor;
  const value = form.values[field];
  const known = value === '' || choices.some((c) => c.value === value);
  return (
    <FormField label={label} required error={form.errors[field]}>
      {(control) => (
        <select {...control} className={control.className.replace('form-control', 'form-select')} value={value} onChange={(e) => form.set(field, e.target.value)}>
          <option value="">{TEXTS.choose}</option>
          {choices.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
          {!known && <option value={value}>{`#${value}`}</option>}
        </select>
      )}
    </FormField>
  );
}

/** The main tab: name, verifier, unit type (required, A 5) and description. */
export const CounterFields = observer(function CounterFields({ store }: { store: VerifierCountersStore }) {
  const { form } = store.editor;
  const text = (field: keyof CounterValues) => form.values[field];
  return (
    <>
      {store.choicesState === 'failed' && <LoadFailed text={TEXTS.optionsFailed} onRetry={() => void store.loadChoices()} />}
      <FormField label={TEXTS.name} required error={form.errors.name}>
        {(control) => <input {...control} type="text" value={text('name')} onChange={(e) => form.set('name', e.target.value)} autoComplete="off" maxLength={255} />}
      </FormField>
      <ChoiceField store={store} field="verifier_id" label={TEXTS.verifier} choices={store.verifiers} />
      <ChoiceField store={store} field="unit_type" label={TEXTS.unitType} choices={store.unitTypes} />
      <FormField label={TEXTS.description} error={form.errors.description}>
        {(control) => <textarea {...control} rows={3} value={text('description')} onChange={(e) => form.set('description', e.target.value)} />}
      </FormField>
    </>
  );
});
