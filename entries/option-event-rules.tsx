import { mountIsland } from '../src/shell/mountIsland';
import { OptionEventRulesScreen } from '../src/adconfig/option-event-rules/OptionEventRulesScreen';
import { optionEventRulesProps } from '../src/adconfig/option-event-rules/props';

mountIsland('option-event-rules', optionEventRulesProps, (props) => <OptionEventRulesScreen {...props} />);
