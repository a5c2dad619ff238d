import { mountIsland } from '../src/shell/mountIsland';
import { redirectionChannelsProps } from '../src/images/redirection-channels/props';
import { RedirectionChannelsScreen, redirectionChannelsStore } from '../src/images/redirection-channels/RedirectionChannelsScreen';

mountIsland('redirection-channels', redirectionChannelsProps, (props, store) => <RedirectionChannelsScreen {...props} store={store} />, redirectionChannelsStore);
