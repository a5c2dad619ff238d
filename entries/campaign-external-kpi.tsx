import { mountIsland } from '../src/shell/mountIsland';
import { campaignExternalKpiProps } from '../src/sales/campaign-external-kpi/props';
import { CampaignExternalKpiScreen, campaignExternalKpiStore } from '../src/sales/campaign-external-kpi/CampaignExternalKpiScreen';

mountIsland('campaign-external-kpi', campaignExternalKpiProps, (props, store) => <CampaignExternalKpiScreen {...props} store={store} />, campaignExternalKpiStore);
