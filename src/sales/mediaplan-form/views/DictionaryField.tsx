import { observer } from 'mobx-react-lite';
import { ChoiceOrIdField, type FieldOption } from '@ui/record/fields';
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

/**
 * A choice from one of the page's dictionaries (printed by the page or read from its handbook); when neither
 * gave it, the id is typed and the field says why, so the form still saves.
 */
export const DictionaryField = observer(function DictionaryField({ store, dictionary, path, label, required, className, before = [], after = [], onChange }: DictionaryFieldProps) {
  const entries = store.dictionaries[dictionary];
  return (
    <ChoiceOrIdField
      form={store.form}
      path={path}
      label={label}
      required={required}
      className={className}
      placeholder={TEXT.choose}
      options={entries === null ? null : [...before, ...entries.map((c) => ({ value: c.id, label: c.name })), ...after]}
      idLabel={TEXT.idOf(label)}
      missingHelp={TEXT.dictionaryMissing}
      onChange={onChange}
    />
  );
});
