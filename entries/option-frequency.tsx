import { mountIsland } from '@shell/mountIsland';
import { OptionFrequencyScreen, optionFrequencyStore } from '@adconfig/option-frequency/OptionFrequencyScreen';
import { optionFrequencyProps } from '@adconfig/option-frequency/props';

mountIsland('option-frequency', optionFrequencyProps, (props, store) => <OptionFrequencyScreen {...props} store={store} />, optionFrequencyStore);
