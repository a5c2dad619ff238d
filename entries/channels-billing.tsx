import { mountIsland } from '../src/shell/mountIsland';
import { channelsBillingProps } from '../src/sales/channels-billing/props';
import { ChannelsBillingScreen } from '../src/sales/channels-billing/ChannelsBillingScreen';

mountIsland('channels-billing', channelsBillingProps, (props) => <ChannelsBillingScreen {...props} />);
