import { mountIsland } from '@shell/mountIsland';
import { payoutHistoryProps } from '@adconfig/payout-history/props';
import { PayoutHistoryScreen, payoutHistoryStore } from '@adconfig/payout-history/PayoutHistoryScreen';

mountIsland('payout-history', payoutHistoryProps, (props, store) => <PayoutHistoryScreen {...props} store={store} />, payoutHistoryStore);
