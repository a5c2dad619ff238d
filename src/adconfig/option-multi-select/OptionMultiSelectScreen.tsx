import { observer } from 'mobx-react-lite';
import { optionChoices, type ChoiceList, type OptionEditorConfig, type OptionEditorStore } from '@core/option';
import { OptionChecklist, OptionEditor, optionEditorStore } from '@ui/option';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';
import type { OptionMultiSelectProps } from './props';
import { TEXT } from './texts';
import { decodeMultiSelect, encodeMultiSelect, type MultiSelectValue } from './value';

export type { OptionMultiSelectProps };

export const multiSelectOption: OptionEditorConfig<MultiSelectValue> = { decode: decodeMultiSelect, encode: encodeMultiSelect };

type MultiSelectStore = OptionEditorStore<MultiSelectValue, { choices: ChoiceList }>;

const MultiSelectList = observer(function MultiSelectList({ store }: { store: MultiSelectStore }) {
  return <OptionChecklist legend={TEXT.legend} choices={store.loads.choices} value={store.value} onChange={store.setValue} empty={TEXT.noChoices} disabled={!store.on} />;
});

/**
 * The editor's store and its choices (the props' list, else the option type's dictionary): made and
 * started by its entry before React's first render (mountIsland), or by the editor alone.
 */
export const optionMultiSelectStore = (props: OptionMultiSelectProps): MultiSelectStore => optionEditorStore(props, multiSelectOption, () => ({ choices: optionChoices(props, props.choices) }));

/** A multi select option (A 2, A 3): ids ticked from the props' choices or the option type's dictionary, a long list in the tag picker. */
export function OptionMultiSelectScreen(props: OptionMultiSelectProps & GivenStore<MultiSelectStore>) {
  const store = useScreenStore(props.store, () => optionMultiSelectStore(props));
  return (
    <OptionEditor props={props} store={store} title={props.title || TEXT.title}>
      {(loaded) => <MultiSelectList store={loaded} />}
    </OptionEditor>
  );
}
