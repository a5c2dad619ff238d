import { mountIsland } from '../src/shell/mountIsland';
import { creativePayoutsProps } from '../src/adconfig/creative-payouts/props';
import { CreativePayoutsScreen } from '../src/adconfig/creative-payouts/CreativePayoutsScreen';

mountIsland('creative-payouts', creativePayoutsProps, (props) => <CreativePayoutsScreen {...props} />);
