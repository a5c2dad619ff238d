import { mountIsland } from '@shell/mountIsland';
import { channelPayoutsProps } from '@adconfig/channel-payouts/props';
import { ChannelPayoutsScreen, channelPayoutsStore } from '@adconfig/channel-payouts/ChannelPayoutsScreen';

mountIsland('channel-payouts', channelPayoutsProps, (props, store) => <ChannelPayoutsScreen {...props} store={store} />, channelPayoutsStore);
