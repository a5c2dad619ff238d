import { mountIsland } from '@shell/mountIsland';
import { OptionSingleSelectScreen, optionSingleSelectStore } from '@adconfig/option-single-select/OptionSingleSelectScreen';
import { optionSingleSelectProps } from '@adconfig/option-single-select/props';

mountIsland('option-single-select', optionSingleSelectProps, (props, store) => <OptionSingleSelectScreen {...props} store={store} />, optionSingleSelectStore);
