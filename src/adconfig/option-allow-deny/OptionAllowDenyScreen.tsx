import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { OptionEditorConfig, OptionEditorStore } from '@core/option';
import { OptionEditor, optionEditorStore, useOptionChoices } from '@ui/option';
import { AllowDenyTarget } from '@adconfig/shared/allowDeny';
import type { OptionAllowDenyProps } from './props';
import { TEXT } from './texts';
import { decodeAllowDenyOption, encodeAllowDenyOption, type AllowDenyOptionValue } from './value';
import { RestrictionRules } from './views/RestrictionRules';
import { ValuesPicker } from './views/ValuesPicker';
import type { GivenStore } from '@ui/useScreenStore';

export type { OptionAllowDenyProps };

/** Shallow: the lists and the rules are replaced whole on each edit (thousands of rules load in a moment). */
export const allowDenyOption: OptionEditorConfig<AllowDenyOptionValue> = { decode: decodeAllowDenyOption, encode: encodeAllowDenyOption, shallow: true };

const AllowDenyFields = observer(function AllowDenyFields({ store, props }: { store: OptionEditorStore<AllowDenyOptionValue>; props: OptionAllowDenyProps }) {
  const choices = useOptionChoices(props, props.values);
  const [target] = useState(() => new AllowDenyTarget());
  return (
    <>
      <ValuesPicker store={store} choices={choices} target={target} />
      <RestrictionRules store={store} attributes={props.attributes} />
    </>
  );
});

/** The editor's store: made and started by its entry before React's first render (mountIsland), or by the editor alone. */
export const optionAllowDenyStore = (props: OptionAllowDenyProps) => optionEditorStore(props, allowDenyOption);

/** The generic allow/deny option (A 2): the option type's values in allow and deny lists, and restricted-attribute rules. */
export function OptionAllowDenyScreen(props: OptionAllowDenyProps & GivenStore<ReturnType<typeof optionAllowDenyStore>>) {
  return (
    <OptionEditor props={props} config={allowDenyOption} store={props.store} title={TEXT.title} hint={TEXT.hint}>
      {(store) => <AllowDenyFields store={store} props={props} />}
    </OptionEditor>
  );
}
