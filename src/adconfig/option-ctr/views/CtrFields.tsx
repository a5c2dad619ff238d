import { observer } from 'mobx-react-lite';
import type { OptionEditorStore } from '@core/option';
import { ChoiceSelect } from '@ui/ChoiceSelect';
import { FormField } from '@ui/FormField';
import { OptionNumberField } from '@ui/option';
import { PERCENT, RATE_TYPES, type RateType } from '@adconfig/shared/ctr/percents';
import { TEXT } from '../texts';
import { SKIP_MODES, type CtrValue, type SkipMode } from '../value';

const RATES = RATE_TYPES.map((t) => ({ value: t.id, name: t.name }));
const MODES = SKIP_MODES.map((m) => ({ value: m.id, name: m.name }));

/** The rate, its bounds and how its check is skipped (A 3, A 9: percents 0..100 by 0.01; arrows step). */
export const CtrFields = observer(function CtrFields({ store }: { store: OptionEditorStore<CtrValue> }) {
  const { value } = store;
  const percent = (key: 'min' | 'max' | 'skip_prob', label: string) => (
    <OptionNumberField label={label} value={value[key]} onChange={(text) => store.set(key, text)} error={store.error(key)} {...PERCENT} className="col-6 col-md-3 mb-3" />
  );
  return (
    <div className="row g-2" style={{ maxWidth: 900 }}>
      <FormField label={TEXT.ptype} className="col-12 col-md-6 mb-3" error={store.error('ptype')}>
        {(control) => <ChoiceSelect control={control} value={value.ptype} choices={RATES} onChange={(id) => store.set('ptype', id as RateType)} />}
      </FormField>
      <div className="w-100" />
      {percent('min', TEXT.min)}
      {percent('max', TEXT.max)}
      <div className="w-100" />
      {percent('skip_prob', TEXT.skipProb)}
      <FormField label={TEXT.skipMode} className="col-12 col-md-6 mb-3" error={store.error('skip_mode')}>
        {(control) => <ChoiceSelect control={control} value={value.skip_mode} choices={MODES} onChange={(id) => store.set('skip_mode', id as SkipMode)} />}
      </FormField>
    </div>
  );
});
