import { mountIsland } from '@shell/mountIsland';
import { channelsBillingProps } from '@sales/channels-billing/props';
import { ChannelsBillingScreen, channelsBillingStore } from '@sales/channels-billing/ChannelsBillingScreen';

mountIsland('channels-billing', channelsBillingProps, (props, store) => <ChannelsBillingScreen {...props} store={store} />, channelsBillingStore);
