import { mountIsland } from '@shell/mountIsland';
import { OptionBehaviorCategoriesScreen, optionBehaviorCategoriesStore } from '@adconfig/option-behavior-categories/OptionBehaviorCategoriesScreen';
import { optionBehaviorCategoriesProps } from '@adconfig/option-behavior-categories/props';

mountIsland('option-behavior-categories', optionBehaviorCategoriesProps, (props, store) => <OptionBehaviorCategoriesScreen {...props} store={store} />, optionBehaviorCategoriesStore);
