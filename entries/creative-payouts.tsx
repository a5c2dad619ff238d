import { mountIsland } from '@shell/mountIsland';
import { creativePayoutsProps } from '@adconfig/creative-payouts/props';
import { CreativePayoutsScreen, creativePayoutsStore } from '@adconfig/creative-payouts/CreativePayoutsScreen';

mountIsland('creative-payouts', creativePayoutsProps, (props, store) => <CreativePayoutsScreen {...props} store={store} />, creativePayoutsStore);
