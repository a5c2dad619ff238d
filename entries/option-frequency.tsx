import { mountIsland } from '../src/shell/mountIsland';
import { OptionFrequencyScreen } from '../src/adconfig/option-frequency/OptionFrequencyScreen';
import { optionFrequencyProps } from '../src/adconfig/option-frequency/props';

mountIsland('option-frequency', optionFrequencyProps, (props) => <OptionFrequencyScreen {...props} />);
