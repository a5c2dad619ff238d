import { mountIsland } from '@shell/mountIsland';
import { OptionOrdIdsScreen, optionOrdIdsStore } from '@adconfig/option-ord-ids/OptionOrdIdsScreen';
import { optionOrdIdsProps } from '@adconfig/option-ord-ids/props';

mountIsland('option-ord-ids', optionOrdIdsProps, (props, store) => <OptionOrdIdsScreen {...props} store={store} />, optionOrdIdsStore);
