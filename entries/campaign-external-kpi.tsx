import { mountIsland } from '@shell/mountIsland';
import { campaignExternalKpiProps } from '@sales/campaign-external-kpi/props';
import { CampaignExternalKpiScreen, campaignExternalKpiStore } from '@sales/campaign-external-kpi/CampaignExternalKpiScreen';

mountIsland('campaign-external-kpi', campaignExternalKpiProps, (props, store) => <CampaignExternalKpiScreen {...props} store={store} />, campaignExternalKpiStore);
