import { mountIsland } from '@shell/mountIsland';
import { OptionMultiSelectScreen, optionMultiSelectStore } from '@adconfig/option-multi-select/OptionMultiSelectScreen';
import { optionMultiSelectProps } from '@adconfig/option-multi-select/props';

mountIsland('option-multi-select', optionMultiSelectProps, (props, store) => <OptionMultiSelectScreen {...props} store={store} />, optionMultiSelectStore);
