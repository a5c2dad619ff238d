import { observer } from 'mobx-react-lite';
import { queryParam } from '@core/basePath';
import { d } from '@core/decode';
import { HashTabs } from '@ui/HashTabs';
import { campaignExternalKpiApi } from './api';
import { CampaignExternalKpiStore, type KpiTab } from './CampaignExternalKpiStore';
import type { CampaignExternalKpiProps } from './props';
import { TEXTS } from './texts';
import { AddDetail } from './views/AddDetail';
import { DetailPicker } from './views/DetailPicker';
import { GridTab } from './views/GridTab';
import { PlanTab } from './views/PlanTab';
import { TabTitle } from './views/TabTitle';
import { LoadFailed } from '@ui/LoadFailed';
import { UnsavedGuard } from '@ui/UnsavedGuard';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';

export type { CampaignExternalKpiProps };

/** The screen's store: made and started by its entry before React's first render (mountIsland), or by the screen alone. */
export const campaignExternalKpiStore = ({ urlPath, campaign }: CampaignExternalKpiProps) => new CampaignExternalKpiStore(campaignExternalKpiApi(urlPath), { campaignId: d.id(queryParam('id')), campaign });

/** Leaving or reloading the page with an unsaved tab asks first; its own observer, so the first edit re-renders nothing else. */
/** S 2 campaign external KPI (?id={campaign_id}): tabs of editable grids with save-diff, import, breakdowns. */
export const CampaignExternalKpiScreen = observer(function CampaignExternalKpiScreen(props: CampaignExternalKpiProps & GivenStore<CampaignExternalKpiStore>) {
  const store = useScreenStore(props.store, () => campaignExternalKpiStore(props));

  if (store.state === 'loading') return <p className="load-state text-body-secondary">{TEXTS.loading}</p>;
  if (store.state === 'failed' || !store.campaign) {
    return <LoadFailed onRetry={store.campaignId !== null ? () => void store.load() : undefined} />;
  }
  const { campaign } = store;
  const tab = (t: KpiTab) => ({ key: t.key, title: <TabTitle store={store} tab={t} />, content: () => (t.key === 'plan' ? <PlanTab store={store} /> : <GridTab store={store} tab={t} />) });
  return (
    <div>
      <UnsavedGuard when={() => store.anyDirty} />
      <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
        <h2 className="h5 mb-0 text-break-anywhere">
          {campaign.campaign_id ? `#${campaign.campaign_id} ` : ''}
          {campaign.name}
        </h2>
        {!campaign.is_read && (
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => void store.markRead()}>
            {TEXTS.markRead}
          </button>
        )}
      </div>
      {store.days === null ? (
        <div className="alert alert-warning" role="alert">
          {TEXTS.badPeriod}
        </div>
      ) : (
        <>
          <AddDetail store={store} />
          <DetailPicker store={store} />
          <HashTabs state={store.filters} field="t" tabs={store.shownTabs.map(tab)} />
        </>
      )}
    </div>
  );
});
