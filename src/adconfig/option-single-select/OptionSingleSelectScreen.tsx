import { observer } from 'mobx-react-lite';
import { optionChoices, type ChoiceList, type OptionEditorConfig, type OptionEditorStore } from '@core/option';
import { unknownValueText } from '@core/unknownValue';
import { ChoiceSelect, type SelectChoice } from '@ui/ChoiceSelect';
import { FormField } from '@ui/FormField';
import { OPTION_TEXT, OptionEditor, optionEditorStore } from '@ui/option';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';
import type { OptionSingleSelectProps } from './props';
import { TEXT } from './texts';
import { decodeSingleSelect, encodeSingleSelect, type SingleSelectValue } from './value';

export type { OptionSingleSelectProps };

export const singleSelectOption: OptionEditorConfig<SingleSelectValue> = { decode: decodeSingleSelect, encode: encodeSingleSelect };

type SingleSelectStore = OptionEditorStore<SingleSelectValue, { choices: ChoiceList }>;

/** The select; a saved id the list does not know stays chosen, as 'Неизвестное значение (…)' (issue 41), and goes back as it came. */
const SingleSelectField = observer(function SingleSelectField({ store }: { store: SingleSelectStore }) {
  const { items, state } = store.loads.choices;
  const chosen = store.value;
  const choices: SelectChoice[] = items.map((item) => ({ value: item.id, name: item.name }));
  if (chosen !== '' && state !== 'loading' && !items.some((item) => item.id === chosen)) choices.unshift({ value: chosen, name: unknownValueText(chosen) });
  const help = state === 'loading' ? OPTION_TEXT.choicesLoading : state === 'failed' ? OPTION_TEXT.choicesFailed : items.length === 0 ? TEXT.noChoices : undefined;
  return (
    <FormField label={TEXT.field} help={help} className="mb-0" error={store.error('value')}>
      {(control) => <ChoiceSelect control={control} value={chosen} none={TEXT.none} choices={choices} onChange={store.setValue} />}
    </FormField>
  );
});

/**
 * The editor's store and its choices (the props' list, else the option type's dictionary): made and
 * started by its entry before React's first render (mountIsland), or by the editor alone.
 */
export const optionSingleSelectStore = (props: OptionSingleSelectProps): SingleSelectStore => optionEditorStore(props, singleSelectOption, () => ({ choices: optionChoices(props, props.choices) }));

/** A single select option (A 2, A 3): one id from the props' choices or the option type's dictionary. */
export function OptionSingleSelectScreen(props: OptionSingleSelectProps & GivenStore<SingleSelectStore>) {
  const store = useScreenStore(props.store, () => optionSingleSelectStore(props));
  return (
    <OptionEditor props={props} store={store} title={props.title || TEXT.title}>
      {(loaded) => (
        <div style={{ maxWidth: 500 }}>
          <SingleSelectField store={loaded} />
        </div>
      )}
    </OptionEditor>
  );
}
