import { mountIsland } from '../src/shell/mountIsland';
import { creativeChannelsProps } from '../src/adconfig/creative-channels/props';
import { CreativeChannelsScreen, creativeChannelsStore } from '../src/adconfig/creative-channels/CreativeChannelsScreen';

mountIsland('creative-channels', creativeChannelsProps, (props, store) => <CreativeChannelsScreen {...props} store={store} />, creativeChannelsStore);
