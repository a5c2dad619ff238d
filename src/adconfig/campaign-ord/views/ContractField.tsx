import { observer } from 'mobx-react-lite';
import type { BoundForm } from '@core/record';
import { ContractPicker } from '@ui/contracts/ContractPicker';
import type { CampaignOrdStore, ContractField as Field } from '../CampaignOrdStore';
import { LABEL } from '../texts';

/** One contract of a form (the settings' or a period's), chosen by search or created (with the edit flag). */
export const ContractField = observer(function ContractField({ store, form, field, disabled, canCreate }: { store: CampaignOrdStore; form: BoundForm; field: Field; disabled: boolean; canCreate: boolean }) {
  const value = form.get(field);
  const id = typeof value === 'number' ? value : null;
  return (
    <ContractPicker
      label={LABEL[field]}
      api={store.contractsApi}
      value={id}
      contract={store.contractOf(id)}
      disabled={disabled}
      error={form.errorAt(field)}
      onChange={(contract) => store.choose(form, field, contract)}
      onCreate={canCreate ? () => store.createFor(form, field) : undefined}
    />
  );
});
