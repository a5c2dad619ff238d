import { mountIsland } from '@shell/mountIsland';
import { OptionRangeRulesScreen, optionRangeRulesStore } from '@adconfig/option-range-rules/OptionRangeRulesScreen';
import { optionRangeRulesProps } from '@adconfig/option-range-rules/props';

mountIsland('option-range-rules', optionRangeRulesProps, (props, store) => <OptionRangeRulesScreen {...props} store={store} />, optionRangeRulesStore);
