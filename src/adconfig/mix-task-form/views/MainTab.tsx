import { observer } from 'mobx-react-lite';
import { NumberField, TextField } from '@ui/record/fields';
import type { MixTaskFormStore } from '../MixTaskFormStore';
import { LABEL } from '../texts';

/** Name and the limits (A 5: name and to_mix required, to_mix_daily optional). */
export const MainTab = observer(function MainTab({ store }: { store: MixTaskFormStore }) {
  const { form } = store;
  return (
    <div className="row g-3" style={{ maxWidth: '48rem' }}>
      <TextField form={form} path="name" label={LABEL.name} required className="col-12" maxLength={255} />
      <NumberField form={form} path="to_mix" label={LABEL.toMix} required className="col-sm-6" />
      <NumberField form={form} path="to_mix_daily" label={LABEL.toMixDaily} className="col-sm-6" help="Необязательно" />
    </div>
  );
});
