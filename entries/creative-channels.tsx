import { mountIsland } from '@shell/mountIsland';
import { creativeChannelsProps } from '@adconfig/creative-channels/props';
import { CreativeChannelsScreen, creativeChannelsStore } from '@adconfig/creative-channels/CreativeChannelsScreen';

mountIsland('creative-channels', creativeChannelsProps, (props, store) => <CreativeChannelsScreen {...props} store={store} />, creativeChannelsStore);
