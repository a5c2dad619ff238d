import { mountIsland } from '../src/shell/mountIsland';
import { OptionOrdIdsScreen, optionOrdIdsStore } from '../src/adconfig/option-ord-ids/OptionOrdIdsScreen';
import { optionOrdIdsProps } from '../src/adconfig/option-ord-ids/props';

mountIsland('option-ord-ids', optionOrdIdsProps, (props, store) => <OptionOrdIdsScreen {...props} store={store} />, optionOrdIdsStore);
