import { mountIsland } from '@shell/mountIsland';
import { OptionFilterListsScreen, optionFilterListsStore } from '@adconfig/option-filter-lists/OptionFilterListsScreen';
import { optionFilterListsProps } from '@adconfig/option-filter-lists/props';

mountIsland('option-filter-lists', optionFilterListsProps, (props, store) => <OptionFilterListsScreen {...props} store={store} />, optionFilterListsStore);
