import { mountIsland } from '../src/shell/mountIsland';
import { creativeChannelsProps } from '../src/adconfig/creative-channels/props';
import { CreativeChannelsScreen } from '../src/adconfig/creative-channels/CreativeChannelsScreen';

mountIsland('creative-channels', creativeChannelsProps, (props) => <CreativeChannelsScreen {...props} />);
