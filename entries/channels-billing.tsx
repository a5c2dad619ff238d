import { mountIsland } from '../src/shell/mountIsland';
import { channelsBillingProps } from '../src/sales/channels-billing/props';
import { ChannelsBillingScreen, channelsBillingStore } from '../src/sales/channels-billing/ChannelsBillingScreen';

mountIsland('channels-billing', channelsBillingProps, (props, store) => <ChannelsBillingScreen {...props} store={store} />, channelsBillingStore);
