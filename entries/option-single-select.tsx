import { mountIsland } from '../src/shell/mountIsland';
import { OptionSingleSelectScreen, optionSingleSelectStore } from '../src/adconfig/option-single-select/OptionSingleSelectScreen';
import { optionSingleSelectProps } from '../src/adconfig/option-single-select/props';

mountIsland('option-single-select', optionSingleSelectProps, (props, store) => <OptionSingleSelectScreen {...props} store={store} />, optionSingleSelectStore);
