import { observer } from 'mobx-react-lite';
import { SelectField, TextField, type FieldOption } from '../../../ui/record/fields';
import type { DictionaryKey } from '../dictionaries';
import type { MediaplanFormStore } from '../MediaplanFormStore';
import { TEXT } from '../texts';

interface DictionaryFieldProps {
  store: MediaplanFormStore;
  dictionary: DictionaryKey;
  path: string;
  label: string;
  required?: boolean;
  className?: string;
  /** Options around the dictionary's (the agency's none and its own name). */
  before?: FieldOption[];
  after?: FieldOption[];
  onChange?: (id: number | null) => void;
}

/** A whole positive number typed (digits only), else none. */
const typedId = (text: string): number | null => {
  const digits = text.replace(/\D/g, '').slice(0, 15);
  return digits === '' || /^0+$/.test(digits) ? null : Number(digits);
};

/**
 * A choice from one of the page's dictionaries (printed by the page or read from its handbook); when neither
 * gave it, the id is typed and the field says why, so the form still saves.
 */
export const DictionaryField = observer(function DictionaryField({ store, dictionary, path, label, required, className, before = [], after = [], onChange }: DictionaryFieldProps) {
  const { form } = store;
  const entries = store.dictionaries[dictionary];
  if (entries === null) {
    return (
      <TextField
        form={form}
        path={path}
        label={TEXT.idOf(label)}
        required={required}
        className={className}
        inputMode="numeric"
        help={TEXT.dictionaryMissing}
        onChange={(text) => (onChange ? onChange(typedId(text)) : form.set(path, typedId(text)))}
      />
    );
  }
  return (
    <SelectField
      form={form}
      path={path}
      label={label}
      required={required}
      className={className}
      placeholder={TEXT.choose}
      options={[...before, ...entries.map((c) => ({ value: c.id, label: c.name })), ...after]}
      onChange={onChange ? (value) => onChange(typeof value === 'number' ? value : null) : undefined}
    />
  );
});
