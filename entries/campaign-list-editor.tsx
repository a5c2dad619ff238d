import { mountIsland } from '@shell/mountIsland';
import { CampaignListEditorScreen, campaignListEditorStore } from '@adconfig/campaign-list-editor/CampaignListEditorScreen';
import { campaignListEditorProps } from '@adconfig/campaign-list-editor/props';

mountIsland('campaign-list-editor', campaignListEditorProps, (props, store) => <CampaignListEditorScreen {...props} store={store} />, campaignListEditorStore);
