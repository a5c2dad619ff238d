import { mountIsland } from '../src/shell/mountIsland';
import { channelPayoutsProps } from '../src/adconfig/channel-payouts/props';
import { ChannelPayoutsScreen, channelPayoutsStore } from '../src/adconfig/channel-payouts/ChannelPayoutsScreen';

mountIsland('channel-payouts', channelPayoutsProps, (props, store) => <ChannelPayoutsScreen {...props} store={store} />, channelPayoutsStore);
