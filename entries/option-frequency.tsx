import { mountIsland } from '../src/shell/mountIsland';
import { OptionFrequencyScreen, optionFrequencyStore } from '../src/adconfig/option-frequency/OptionFrequencyScreen';
import { optionFrequencyProps } from '../src/adconfig/option-frequency/props';

mountIsland('option-frequency', optionFrequencyProps, (props, store) => <OptionFrequencyScreen {...props} store={store} />, optionFrequencyStore);
