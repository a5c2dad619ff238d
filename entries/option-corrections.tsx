import { mountIsland } from '../src/shell/mountIsland';
import { OptionCorrectionsScreen, optionCorrectionsStore } from '../src/adconfig/option-corrections/OptionCorrectionsScreen';
import { optionCorrectionsProps } from '../src/adconfig/option-corrections/props';

mountIsland('option-corrections', optionCorrectionsProps, (props, store) => <OptionCorrectionsScreen {...props} store={store} />, optionCorrectionsStore);
