import { mountIsland } from '@shell/mountIsland';
import { OptionCorrectionsScreen, optionCorrectionsStore } from '@adconfig/option-corrections/OptionCorrectionsScreen';
import { optionCorrectionsProps } from '@adconfig/option-corrections/props';

mountIsland('option-corrections', optionCorrectionsProps, (props, store) => <OptionCorrectionsScreen {...props} store={store} />, optionCorrectionsStore);
