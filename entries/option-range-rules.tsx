import { mountIsland } from '../src/shell/mountIsland';
import { OptionRangeRulesScreen, optionRangeRulesStore } from '../src/adconfig/option-range-rules/OptionRangeRulesScreen';
import { optionRangeRulesProps } from '../src/adconfig/option-range-rules/props';

mountIsland('option-range-rules', optionRangeRulesProps, (props, store) => <OptionRangeRulesScreen {...props} store={store} />, optionRangeRulesStore);
