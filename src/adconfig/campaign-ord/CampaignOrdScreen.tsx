import { observer } from 'mobx-react-lite';
import Button from 'react-bootstrap/Button';
import { queryParam } from '@core/basePath';
import { recordTarget } from '@core/record';
import { ContractFormModal } from '@ui/contracts/ContractFormModal';
import { RecordForm } from '@ui/record/RecordForm';
import { RecordPage, recordPage } from '@ui/record/RecordPage';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';
import { campaignOrdApi } from './api';
import { CampaignOrdStore } from './CampaignOrdStore';
import type { CampaignOrdProps } from './props';
import { TEXT } from './texts';
import { NotifyModal } from './views/NotifyModal';
import { PeriodModal } from './views/PeriodModal';
import { PeriodsSection } from './views/PeriodsSection';
import { SettingsSection } from './views/SettingsSection';

export type { CampaignOrdProps };

/** The page's record and its store: made and started by its entry before React's first render (mountIsland), or by the screen alone. */
export const campaignOrdStore = (props: CampaignOrdProps) =>
  recordPage({ editOnly: true, target: () => recordTarget(queryParam('id')), badId: TEXT.badId, store: (id: number) => new CampaignOrdStore(campaignOrdApi(props.urlPath, { docs: props.docsUrl, inn: props.innUrl }), id) });

/** A 2 ORD: the campaign's ORD settings at /campaigns/settings/ord/?id={campaign_id}. */
export function CampaignOrdScreen(props: CampaignOrdProps & GivenStore<ReturnType<typeof campaignOrdStore>>) {
  return (
    <RecordPage page={useScreenStore(props.store, () => campaignOrdStore(props))}>
      {(store) => <CampaignOrd store={store} props={props} />}
    </RecordPage>
  );
}

const CampaignOrd = observer(function CampaignOrd({ store, props }: { store: CampaignOrdStore; props: CampaignOrdProps }) {
  return (
    <>
      <RecordForm
        store={store}
        heading={TEXT.heading(store.id, store.campaign?.name ?? '')}
        onSave={store.save}
        actions={
          <Button variant="outline-secondary" onClick={store.notifier.show}>
            {TEXT.notify}
          </Button>
        }
      >
        <SettingsSection store={store} props={props} />
        {store.isPeriods && <PeriodsSection store={store} />}
      </RecordForm>
      {/* Outside the page's <form>: a modal's own submit must not bubble (through the portal) into the settings' save. */}
      <PeriodModal store={store} canCreate={props.permissions?.edit === true} />
      <NotifyModal store={store.notifier} />
      <ContractFormModal store={store.contract} />
    </>
  );
});
