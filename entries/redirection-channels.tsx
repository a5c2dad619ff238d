import { mountIsland } from '../src/shell/mountIsland';
import { redirectionChannelsProps } from '../src/images/redirection-channels/props';
import { RedirectionChannelsScreen } from '../src/images/redirection-channels/RedirectionChannelsScreen';

mountIsland('redirection-channels', redirectionChannelsProps, (props) => <RedirectionChannelsScreen {...props} />);
