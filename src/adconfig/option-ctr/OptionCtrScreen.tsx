import type { OptionEditorConfig } from '@core/option';
import { OptionEditor, optionEditorStore } from '@ui/option';
import type { OptionCtrProps } from './props';
import { checkCtr } from './rules';
import { TEXT } from './texts';
import { decodeCtr, encodeCtr, type CtrValue } from './value';
import { CtrFields } from './views/CtrFields';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';

export type { OptionCtrProps };

/** The value's other keys go back as they came (issue 41). */
export const ctrOption: OptionEditorConfig<CtrValue> = { decode: decodeCtr, encode: encodeCtr, check: checkCtr, ownKeys: ['min', 'max', 'ptype', 'skip_prob', 'skip_mode'] };

/** The editor's store: made and started by its entry before React's first render (mountIsland), or by the editor alone. */
export const optionCtrStore = (props: OptionCtrProps) => optionEditorStore(props, ctrOption);

/** CTR targeting (A 2, A 3, A 9): min and max of a rate in percents (0..100 by 0.01), the skip probability and mode. */
export function OptionCtrScreen(props: OptionCtrProps & GivenStore<ReturnType<typeof optionCtrStore>>) {
  const store = useScreenStore(props.store, () => optionCtrStore(props));
  return (
    <OptionEditor props={props} store={store} title={TEXT.title} hint={TEXT.hint}>
      {(store) => <CtrFields store={store} />}
    </OptionEditor>
  );
}
