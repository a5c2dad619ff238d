import { observer } from 'mobx-react-lite';
import type { OptionEditorConfig, OptionEditorStore } from '@core/option';
import { ChoiceSelect } from '@ui/ChoiceSelect';
import { FormField } from '@ui/FormField';
import { OptionEditor, optionEditorStore, OptionNumberField } from '@ui/option';
import { PERCENT, RATE_TYPES, type RateType } from '@adconfig/shared/ctr/percents';
import type { OptionMinCtrProps } from './props';
import { checkMinCtr } from './rules';
import { TEXT } from './texts';
import { decodeMinCtr, encodeMinCtr, type MinCtrValue } from './value';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';

export type { OptionMinCtrProps };

/** The value's other keys go back as they came (issue 41). */
export const minCtrOption: OptionEditorConfig<MinCtrValue> = { decode: decodeMinCtr, encode: encodeMinCtr, check: checkMinCtr, ownKeys: ['min_ctr', 'type', 'target_etr'] };

const RATES = RATE_TYPES.map((t) => ({ value: t.id, name: t.name }));

const MinCtrFields = observer(function MinCtrFields({ store }: { store: OptionEditorStore<MinCtrValue> }) {
  const { value } = store;
  return (
    <div className="row g-2" style={{ maxWidth: 900 }}>
      <FormField label={TEXT.type} className="col-12 col-md-4 mb-3" error={store.error('type')}>
        {(control) => <ChoiceSelect control={control} value={value.type} choices={RATES} onChange={(id) => store.set('type', id as RateType)} />}
      </FormField>
      <OptionNumberField label={TEXT.minCtr} value={value.min_ctr} onChange={(text) => store.set('min_ctr', text)} error={store.error('min_ctr')} {...PERCENT} className="col-6 col-md-3 mb-3" />
      <OptionNumberField label={TEXT.targetEtr} value={value.target_etr} onChange={(text) => store.set('target_etr', text)} error={store.error('target_etr')} {...PERCENT} className="col-6 col-md-3 mb-3" />
    </div>
  );
});

/** The editor's store: made and started by its entry before React's first render (mountIsland), or by the editor alone. */
export const optionMinCtrStore = (props: OptionMinCtrProps) => optionEditorStore(props, minCtrOption);

/** Minimum CTR targeting (A 2, A 3, A 9): the minimum of a rate and the target ETR, percents 0..100 by 0.01. */
export function OptionMinCtrScreen(props: OptionMinCtrProps & GivenStore<ReturnType<typeof optionMinCtrStore>>) {
  const store = useScreenStore(props.store, () => optionMinCtrStore(props));
  return (
    <OptionEditor props={props} store={store} title={TEXT.title} hint={TEXT.hint}>
      {(store) => <MinCtrFields store={store} />}
    </OptionEditor>
  );
}
