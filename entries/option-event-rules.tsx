import { mountIsland } from '@shell/mountIsland';
import { OptionEventRulesScreen, optionEventRulesStore } from '@adconfig/option-event-rules/OptionEventRulesScreen';
import { optionEventRulesProps } from '@adconfig/option-event-rules/props';

mountIsland('option-event-rules', optionEventRulesProps, (props, store) => <OptionEventRulesScreen {...props} store={store} />, optionEventRulesStore);
