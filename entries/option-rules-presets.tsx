import { mountIsland } from '../src/shell/mountIsland';
import { OptionRulesPresetsScreen } from '../src/adconfig/option-rules-presets/OptionRulesPresetsScreen';
import { optionRulesPresetsProps } from '../src/adconfig/option-rules-presets/props';

mountIsland('option-rules-presets', optionRulesPresetsProps, (props) => <OptionRulesPresetsScreen {...props} />);
