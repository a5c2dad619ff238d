import { mountIsland } from '@shell/mountIsland';
import { payoutSchemesProps } from '@sales/payout-schemes/props';
import { PayoutSchemesScreen, payoutSchemesStore } from '@sales/payout-schemes/PayoutSchemesScreen';

mountIsland('payout-schemes', payoutSchemesProps, (props, store) => <PayoutSchemesScreen {...props} store={store} />, payoutSchemesStore);
