import { mountIsland } from '@shell/mountIsland';
import { redirectionChannelsProps } from '@images/redirection-channels/props';
import { RedirectionChannelsScreen, redirectionChannelsStore } from '@images/redirection-channels/RedirectionChannelsScreen';

mountIsland('redirection-channels', redirectionChannelsProps, (props, store) => <RedirectionChannelsScreen {...props} store={store} />, redirectionChannelsStore);
