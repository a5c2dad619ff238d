import { mountIsland } from '../src/shell/mountIsland';
import { OptionBehaviorCategoriesScreen, optionBehaviorCategoriesStore } from '../src/adconfig/option-behavior-categories/OptionBehaviorCategoriesScreen';
import { optionBehaviorCategoriesProps } from '../src/adconfig/option-behavior-categories/props';

mountIsland('option-behavior-categories', optionBehaviorCategoriesProps, (props, store) => <OptionBehaviorCategoriesScreen {...props} store={store} />, optionBehaviorCategoriesStore);
