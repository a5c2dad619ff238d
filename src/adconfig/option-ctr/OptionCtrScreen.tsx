import type { OptionEditorConfig } from '../../core/option';
import { OptionEditor } from '../../ui/option';
import type { OptionCtrProps } from './props';
import { checkCtr } from './rules';
import { TEXT } from './texts';
import { decodeCtr, encodeCtr, type CtrValue } from './value';
import { CtrFields } from './views/CtrFields';

export type { OptionCtrProps };

export const ctrOption: OptionEditorConfig<CtrValue> = { decode: decodeCtr, encode: encodeCtr, check: checkCtr };

/** CTR targeting (A 2, A 3, A 9): min and max of a rate in percents (0..100 by 0.01), the skip probability and mode. */
export function OptionCtrScreen(props: OptionCtrProps) {
  return (
    <OptionEditor props={props} config={ctrOption} title={TEXT.title} hint={TEXT.hint}>
      {(store) => <CtrFields store={store} />}
    </OptionEditor>
  );
}
