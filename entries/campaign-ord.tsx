import { mountIsland } from '../src/shell/mountIsland';
import { campaignOrdProps } from '../src/adconfig/campaign-ord/props';
import { CampaignOrdScreen, campaignOrdStore } from '../src/adconfig/campaign-ord/CampaignOrdScreen';

mountIsland('campaign-ord', campaignOrdProps, (props, store) => <CampaignOrdScreen {...props} store={store} />, campaignOrdStore);
