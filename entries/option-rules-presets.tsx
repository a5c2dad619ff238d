import { mountIsland } from '../src/shell/mountIsland';
import { OptionRulesPresetsScreen, optionRulesPresetsStore } from '../src/adconfig/option-rules-presets/OptionRulesPresetsScreen';
import { optionRulesPresetsProps } from '../src/adconfig/option-rules-presets/props';

mountIsland('option-rules-presets', optionRulesPresetsProps, (props, store) => <OptionRulesPresetsScreen {...props} store={store} />, optionRulesPresetsStore);
