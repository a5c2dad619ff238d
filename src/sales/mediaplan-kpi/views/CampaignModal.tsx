import { observer } from 'mobx-react-lite';
import { FormModal } from '@ui/FormModal';
import type { MediaplanKpiStore } from '../MediaplanKpiStore';
import { TEXTS } from '../texts';
import { LinesTable } from './LinesTable';

/** S 2: the campaign's KPI modal: its quality and quantity tables; the save applies the plans to the chosen campaigns. */
export const CampaignModal = observer(function CampaignModal({ store }: { store: MediaplanKpiStore }) {
  const campaign = store.openCampaign;
  return (
    <FormModal
      show={campaign !== null}
      title={campaign ? TEXTS.modalTitle(campaign.name) : ''}
      size="xl"
      onHide={() => void store.requestClose()}
      onSubmit={() => campaign && void store.save(campaign.id)}
      saving={campaign ? store.isSaving(campaign.id) : false}
      unsavedText={campaign && store.isDirty(campaign.id) ? TEXTS.unsaved : undefined}
    >
      {campaign && (
        <>
          {store.errors.length > 0 && (
            <div className="alert alert-danger" role="alert">
              {store.errors.map((message) => (
                <div key={message}>{message}</div>
              ))}
            </div>
          )}
          <LinesTable store={store} campaignId={campaign.id} type="quality" />
          <LinesTable store={store} campaignId={campaign.id} type="quantity" />
        </>
      )}
    </FormModal>
  );
});
