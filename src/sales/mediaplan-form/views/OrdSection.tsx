import { observer } from 'mobx-react-lite';
import { ContractPicker } from '@ui/contracts/ContractPicker';
import { CheckField, TextField } from '@ui/record/fields';
import type { MediaplanFormStore } from '../MediaplanFormStore';
import { LABEL, TEXT } from '../texts';
import { Section } from './Section';

/**
 * The ORD ids and the two flags of params (S 9 defaults: unit cost discount on, ORD from supercom off). The initial
 * contract is chosen by a document search and named by its number and name where the data gives it, not by its id.
 */
export const OrdSection = observer(function OrdSection({ store }: { store: MediaplanFormStore }) {
  const { form } = store;
  return (
    <Section title={TEXT.sections.ord}>
      <div className="col-md-8">
        <ContractPicker
          label={LABEL.ord_initial_contract_id}
          api={store.contracts}
          value={store.ordContractId}
          contract={store.ordInitialContract}
          onChange={store.chooseOrdContract}
          error={form.errorAt('ord_initial_contract_id')}
        />
      </div>
      <TextField form={form} path="ord_id" label={LABEL.ord_id} className="col-md-4 mb-3" maxLength={255} />
      <div className="col-12 d-flex flex-wrap gap-4">
        <CheckField form={form} path="params.is_unit_cost_discount" label={LABEL.is_unit_cost_discount} />
        <CheckField form={form} path="params.is_ord_from_supercom" label={LABEL.is_ord_from_supercom} />
      </div>
    </Section>
  );
});
