import { mountIsland } from '@shell/mountIsland';
import { OptionRulesPresetsScreen, optionRulesPresetsStore } from '@adconfig/option-rules-presets/OptionRulesPresetsScreen';
import { optionRulesPresetsProps } from '@adconfig/option-rules-presets/props';

mountIsland('option-rules-presets', optionRulesPresetsProps, (props, store) => <OptionRulesPresetsScreen {...props} store={store} />, optionRulesPresetsStore);
