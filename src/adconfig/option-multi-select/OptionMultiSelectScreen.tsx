import { observer } from 'mobx-react-lite';
import type { OptionEditorConfig, OptionEditorStore } from '@core/option';
import { OptionChecklist, OptionEditor, optionEditorStore, useOptionChoices } from '@ui/option';
import type { OptionMultiSelectProps } from './props';
import { TEXT } from './texts';
import { decodeMultiSelect, encodeMultiSelect, type MultiSelectValue } from './value';
import type { GivenStore } from '@ui/useScreenStore';

export type { OptionMultiSelectProps };

export const multiSelectOption: OptionEditorConfig<MultiSelectValue> = { decode: decodeMultiSelect, encode: encodeMultiSelect };

const MultiSelectList = observer(function MultiSelectList({ store, props }: { store: OptionEditorStore<MultiSelectValue>; props: OptionMultiSelectProps }) {
  const choices = useOptionChoices(props, props.choices);
  return <OptionChecklist legend={TEXT.legend} choices={choices} value={store.value} onChange={store.setValue} empty={TEXT.noChoices} disabled={!store.on} />;
});

/** The editor's store: made and started by its entry before React's first render (mountIsland), or by the editor alone. */
export const optionMultiSelectStore = (props: OptionMultiSelectProps) => optionEditorStore(props, multiSelectOption);

/** A multi select option (A 2, A 3): ids ticked from the props' choices or the option type's dictionary, a long list in the tag picker. */
export function OptionMultiSelectScreen(props: OptionMultiSelectProps & GivenStore<ReturnType<typeof optionMultiSelectStore>>) {
  return (
    <OptionEditor props={props} config={multiSelectOption} store={props.store} title={props.title || TEXT.title}>
      {(store) => <MultiSelectList store={store} props={props} />}
    </OptionEditor>
  );
}
