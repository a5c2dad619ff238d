import { mountIsland } from '@shell/mountIsland';
import { campaignOrdProps } from '@adconfig/campaign-ord/props';
import { CampaignOrdScreen, campaignOrdStore } from '@adconfig/campaign-ord/CampaignOrdScreen';

mountIsland('campaign-ord', campaignOrdProps, (props, store) => <CampaignOrdScreen {...props} store={store} />, campaignOrdStore);
