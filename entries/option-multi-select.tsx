import { mountIsland } from '../src/shell/mountIsland';
import { OptionMultiSelectScreen, optionMultiSelectStore } from '../src/adconfig/option-multi-select/OptionMultiSelectScreen';
import { optionMultiSelectProps } from '../src/adconfig/option-multi-select/props';

mountIsland('option-multi-select', optionMultiSelectProps, (props, store) => <OptionMultiSelectScreen {...props} store={store} />, optionMultiSelectStore);
