import { mountIsland } from '../src/shell/mountIsland';
import { CampaignListEditorScreen, campaignListEditorStore } from '../src/adconfig/campaign-list-editor/CampaignListEditorScreen';
import { campaignListEditorProps } from '../src/adconfig/campaign-list-editor/props';

mountIsland('campaign-list-editor', campaignListEditorProps, (props, store) => <CampaignListEditorScreen {...props} store={store} />, campaignListEditorStore);
