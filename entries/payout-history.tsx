import { mountIsland } from '../src/shell/mountIsland';
import { payoutHistoryProps } from '../src/adconfig/payout-history/props';
import { PayoutHistoryScreen, payoutHistoryStore } from '../src/adconfig/payout-history/PayoutHistoryScreen';

mountIsland('payout-history', payoutHistoryProps, (props, store) => <PayoutHistoryScreen {...props} store={store} />, payoutHistoryStore);
