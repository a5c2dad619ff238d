import { mountIsland } from '../src/shell/mountIsland';
import { payoutSchemesProps } from '../src/sales/payout-schemes/props';
import { PayoutSchemesScreen, payoutSchemesStore } from '../src/sales/payout-schemes/PayoutSchemesScreen';

mountIsland('payout-schemes', payoutSchemesProps, (props, store) => <PayoutSchemesScreen {...props} store={store} />, payoutSchemesStore);
