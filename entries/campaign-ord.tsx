import { mountIsland } from '../src/shell/mountIsland';
import { campaignOrdProps } from '../src/adconfig/campaign-ord/props';
import { CampaignOrdScreen } from '../src/adconfig/campaign-ord/CampaignOrdScreen';

mountIsland('campaign-ord', campaignOrdProps, (props) => <CampaignOrdScreen {...props} />);
