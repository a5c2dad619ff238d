import { observer } from 'mobx-react-lite';
import Button from 'react-bootstrap/Button';
import { CheckField, SelectField, TextField } from '@ui/record/fields';
import type { CampaignOrdStore } from '../CampaignOrdStore';
import type { CampaignOrdProps } from '../props';
import { LABEL, TEXT } from '../texts';
import { ContractField } from './ContractField';
import { LockBar } from './LockBar';

/** The campaign's ORD settings; with periods, the ids and contracts are the periods'. */
export const SettingsSection = observer(function SettingsSection({ store, props }: { store: CampaignOrdStore; props: CampaignOrdProps }) {
  const { form, lock } = store;
  const locked = lock.locked;
  const canCreate = props.permissions?.edit === true;
  return (
    <section aria-label={TEXT.settings}>
      <h3 className="h6">{TEXT.settings}</h3>
      <LockBar lock={lock} what={TEXT.settings} />
      <div className="row">
        <div className="col-12">
          <CheckField form={form} path="is_ignore_ord_reports" label={LABEL.is_ignore_ord_reports} disabled={locked} />
        </div>
        <SelectField
          form={form}
          path="ord_campaign_type_id"
          label={LABEL.ord_campaign_type_id}
          className="col-md-6 mb-3"
          placeholder={TEXT.choose}
          disabled={locked}
          options={(props.campaignTypes ?? []).map((t) => ({ value: t.id, label: t.name }))}
        />
        {!store.isPeriods && (
          <>
            <TextField form={form} path="ord_id" label={LABEL.ord_id} className="col-md-6 mb-3" maxLength={255} disabled={locked} />
            <div className="col-md-6">
              <ContractField store={store} form={form} field="ord_initial_contract_id" disabled={locked} canCreate={canCreate} />
            </div>
            <div className="col-md-6">
              <ContractField store={store} form={form} field="ord_final_contract_id" disabled={locked} canCreate={canCreate} />
            </div>
          </>
        )}
      </div>
      {!store.isPeriods && (
        <div className="d-flex align-items-center gap-3">
          <Button variant="outline-primary" disabled={store.busy.running} onClick={() => void store.split()}>
            {TEXT.split}
          </Button>
          <span className="text-body-secondary small">{TEXT.splitHint}</span>
        </div>
      )}
    </section>
  );
});

