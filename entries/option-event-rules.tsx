import { mountIsland } from '../src/shell/mountIsland';
import { OptionEventRulesScreen, optionEventRulesStore } from '../src/adconfig/option-event-rules/OptionEventRulesScreen';
import { optionEventRulesProps } from '../src/adconfig/option-event-rules/props';

mountIsland('option-event-rules', optionEventRulesProps, (props, store) => <OptionEventRulesScreen {...props} store={store} />, optionEventRulesStore);
