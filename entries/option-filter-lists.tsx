import { mountIsland } from '../src/shell/mountIsland';
import { OptionFilterListsScreen, optionFilterListsStore } from '../src/adconfig/option-filter-lists/OptionFilterListsScreen';
import { optionFilterListsProps } from '../src/adconfig/option-filter-lists/props';

mountIsland('option-filter-lists', optionFilterListsProps, (props, store) => <OptionFilterListsScreen {...props} store={store} />, optionFilterListsStore);
