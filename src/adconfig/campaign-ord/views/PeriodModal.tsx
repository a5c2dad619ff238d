import { observer } from 'mobx-react-lite';
import { FormModal } from '@ui/FormModal';
import { DateField, TextField } from '@ui/record/fields';
import type { CampaignOrdStore } from '../CampaignOrdStore';
import { LABEL, TEXT } from '../texts';
import { ContractField } from './ContractField';
import { LockBar } from './LockBar';

/** A period's dates, ORD id and contracts; locked like the settings once its ids are set. */
export const PeriodModal = observer(function PeriodModal({ store, canCreate }: { store: CampaignOrdStore; canCreate: boolean }) {
  const { period } = store;
  const { form, lock } = period;
  const title = period.id === null ? TEXT.newPeriod : TEXT.editPeriod(period.id);
  return (
    <FormModal show={period.open} title={title} onHide={period.hide} onSubmit={() => void period.submit()} saving={form.saving} size="lg">
      <LockBar lock={lock} what={title} />
      <div className="row">
        <DateField form={form} path="date_begin" label={LABEL.date_begin} required className="col-md-6 mb-3" disabled={lock.locked} />
        <DateField form={form} path="date_end" label={LABEL.date_end} required className="col-md-6 mb-3" disabled={lock.locked} />
        <TextField form={form} path="ord" label={LABEL.ord} className="col-md-6 mb-3" maxLength={255} disabled={lock.locked} />
        <div className="col-12">
          <ContractField store={store} form={form} field="ord_initial_contract_id" disabled={lock.locked} canCreate={canCreate} />
          <ContractField store={store} form={form} field="ord_final_contract_id" disabled={lock.locked} canCreate={canCreate} />
        </div>
      </div>
    </FormModal>
  );
});
