import { mountIsland } from '../src/shell/mountIsland';
import { channelPayoutsProps } from '../src/adconfig/channel-payouts/props';
import { ChannelPayoutsScreen } from '../src/adconfig/channel-payouts/ChannelPayoutsScreen';

mountIsland('channel-payouts', channelPayoutsProps, (props) => <ChannelPayoutsScreen {...props} />);
