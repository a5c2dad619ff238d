import { observer } from 'mobx-react-lite';
import { CheckField, NumberField, TextField } from '@ui/record/fields';
import type { MediaplanFormStore } from '../MediaplanFormStore';
import { LABEL, TEXT } from '../texts';
import { Section } from './Section';

/** The ORD ids and the two flags of params (S 9 defaults: unit cost discount on, ORD from supercom off). */
export const OrdSection = observer(function OrdSection({ store }: { store: MediaplanFormStore }) {
  const { form } = store;
  return (
    <Section title={TEXT.sections.ord}>
      <NumberField form={form} path="ord_initial_contract_id" label={LABEL.ord_initial_contract_id} className="col-md-4 mb-3" />
      <TextField form={form} path="ord_id" label={LABEL.ord_id} className="col-md-4 mb-3" maxLength={255} />
      <div className="col-12 d-flex flex-wrap gap-4">
        <CheckField form={form} path="params.is_unit_cost_discount" label={LABEL.is_unit_cost_discount} />
        <CheckField form={form} path="params.is_ord_from_supercom" label={LABEL.is_ord_from_supercom} />
      </div>
    </Section>
  );
});
