import { mountIsland } from '../src/shell/mountIsland';
import { OptionBehaviorCategoriesScreen } from '../src/adconfig/option-behavior-categories/OptionBehaviorCategoriesScreen';
import { optionBehaviorCategoriesProps } from '../src/adconfig/option-behavior-categories/props';

mountIsland('option-behavior-categories', optionBehaviorCategoriesProps, (props) => <OptionBehaviorCategoriesScreen {...props} />);
