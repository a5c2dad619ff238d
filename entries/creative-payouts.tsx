import { mountIsland } from '../src/shell/mountIsland';
import { creativePayoutsProps } from '../src/adconfig/creative-payouts/props';
import { CreativePayoutsScreen, creativePayoutsStore } from '../src/adconfig/creative-payouts/CreativePayoutsScreen';

mountIsland('creative-payouts', creativePayoutsProps, (props, store) => <CreativePayoutsScreen {...props} store={store} />, creativePayoutsStore);
