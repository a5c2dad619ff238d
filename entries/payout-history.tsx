import { mountIsland } from '../src/shell/mountIsland';
import { payoutHistoryProps } from '../src/adconfig/payout-history/props';
import { PayoutHistoryScreen } from '../src/adconfig/payout-history/PayoutHistoryScreen';

mountIsland('payout-history', payoutHistoryProps, (props) => <PayoutHistoryScreen {...props} />);
