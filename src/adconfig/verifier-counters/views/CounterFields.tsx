import { observer } from 'mobx-react-lite';
import { FormField } from '@ui/FormField';
import { LoadFailed } from '@ui/LoadFailed';
import { TextAreaField, TextField } from '@ui/record/fields';
import type { Choice } from '../api';
import { TEXTS } from '../texts';
import { unknownValueText } from '@core/unknownValue';
import type { VerifierCountersStore } from '../VerifierCountersStore';

/** A native select whose first option means "none chosen"; a saved value the list no longer offers stays shown. */
const ChoiceField = observer(function ChoiceField({ store, field, label, choices }: { store: VerifierCountersStore; field: 'verifier_id' | 'unit_type'; label: string; choices: Choice[] }) {
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
          {!known && <option value={value}>{unknownValueText(value)}</option>}
        </select>
      )}
    </FormField>
  );
});

/** The main tab: name, verifier, unit type (required, A 5) and description. */
export const CounterFields = observer(function CounterFields({ store }: { store: VerifierCountersStore }) {
  const { form } = store.editor;
  return (
    <>
      {store.choicesState === 'failed' && <LoadFailed text={TEXTS.optionsFailed} onRetry={() => void store.loadChoices()} />}
      <TextField form={form} path="name" label={TEXTS.name} required autoComplete="off" maxLength={255} />
      <ChoiceField store={store} field="verifier_id" label={TEXTS.verifier} choices={store.verifiers} />
      <ChoiceField store={store} field="unit_type" label={TEXTS.unitType} choices={store.unitTypes} />
      <TextAreaField form={form} path="description" label={TEXTS.description} />
    </>
  );
});
