import { observer } from 'mobx-react-lite';
import type { OptionEditorConfig, OptionEditorStore } from '@core/option';
import { ChoiceSelect, type SelectChoice } from '@ui/ChoiceSelect';
import { FormField } from '@ui/FormField';
import { OPTION_TEXT, OptionEditor, optionEditorStore, useOptionChoices } from '@ui/option';
import type { OptionSingleSelectProps } from './props';
import { TEXT } from './texts';
import { decodeSingleSelect, encodeSingleSelect, type SingleSelectValue } from './value';
import type { GivenStore } from '@ui/useScreenStore';

export type { OptionSingleSelectProps };

export const singleSelectOption: OptionEditorConfig<SingleSelectValue> = { decode: decodeSingleSelect, encode: encodeSingleSelect };

const SingleSelectField = observer(function SingleSelectField({ store, props }: { store: OptionEditorStore<SingleSelectValue>; props: OptionSingleSelectProps }) {
  const { items, state } = useOptionChoices(props, props.choices);
  const chosen = store.value;
  const choices: SelectChoice[] = items.map((item) => ({ value: item.id, name: item.name }));
  if (chosen !== '' && state !== 'loading' && !items.some((item) => item.id === chosen)) choices.unshift({ value: chosen, name: TEXT.unknown(chosen) });
  const help = state === 'loading' ? OPTION_TEXT.choicesLoading : state === 'failed' ? OPTION_TEXT.choicesFailed : items.length === 0 ? TEXT.noChoices : undefined;
  return (
    <FormField label={TEXT.field} help={help} className="mb-0" error={store.error('value')}>
      {(control) => <ChoiceSelect control={control} value={chosen} none={TEXT.none} choices={choices} onChange={store.setValue} />}
    </FormField>
  );
});

/** The editor's store: made and started by its entry before React's first render (mountIsland), or by the editor alone. */
export const optionSingleSelectStore = (props: OptionSingleSelectProps) => optionEditorStore(props, singleSelectOption);

/** A single select option (A 2, A 3): one id from the props' choices or the option type's dictionary. */
export function OptionSingleSelectScreen(props: OptionSingleSelectProps & GivenStore<ReturnType<typeof optionSingleSelectStore>>) {
  return (
    <OptionEditor props={props} config={singleSelectOption} store={props.store} title={props.title || TEXT.title}>
      {(store) => (
        <div style={{ maxWidth: 500 }}>
          <SingleSelectField store={store} props={props} />
        </div>
      )}
    </OptionEditor>
  );
}
