import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { optionChoices, type ChoiceList, type OptionEditorConfig, type OptionEditorStore } from '@core/option';
import { OptionEditor, optionEditorStore } from '@ui/option';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';
import { AllowDenyTarget } from '@adconfig/shared/allowDeny';
import type { OptionAllowDenyProps } from './props';
import { TEXT } from './texts';
import { decodeAllowDenyOption, encodeAllowDenyOption, type AllowDenyOptionValue } from './value';
import { RestrictionRules } from './views/RestrictionRules';
import { ValuesPicker } from './views/ValuesPicker';

export type { OptionAllowDenyProps };

/** Shallow: the lists and the rules are replaced whole on each edit (thousands of rules load in a moment); the value's other keys go back as they came. */
export const allowDenyOption: OptionEditorConfig<AllowDenyOptionValue> = { decode: decodeAllowDenyOption, encode: encodeAllowDenyOption, shallow: true, ownKeys: ['allow', 'deny', 'rules'] };

type AllowDenyStore = OptionEditorStore<AllowDenyOptionValue, { choices: ChoiceList }>;

const AllowDenyFields = observer(function AllowDenyFields({ store, props }: { store: AllowDenyStore; props: OptionAllowDenyProps }) {
  const [target] = useState(() => new AllowDenyTarget());
  return (
    <>
      <ValuesPicker store={store} choices={store.loads.choices} target={target} />
      <RestrictionRules store={store} attributes={props.attributes} />
    </>
  );
});

/**
 * The editor's store and its values (the props' list, else the option type's dictionary): made and
 * started by its entry before React's first render (mountIsland), or by the editor alone.
 */
export const optionAllowDenyStore = (props: OptionAllowDenyProps): AllowDenyStore => optionEditorStore(props, allowDenyOption, () => ({ choices: optionChoices(props, props.values) }));

/** The generic allow/deny option (A 2): the option type's values in allow and deny lists, and restricted-attribute rules. */
export function OptionAllowDenyScreen(props: OptionAllowDenyProps & GivenStore<AllowDenyStore>) {
  const store = useScreenStore(props.store, () => optionAllowDenyStore(props));
  return (
    <OptionEditor props={props} store={store} title={TEXT.title} hint={TEXT.hint}>
      {(loaded) => <AllowDenyFields store={loaded} props={props} />}
    </OptionEditor>
  );
}
