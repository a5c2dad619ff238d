import { mountIsland } from '../src/shell/mountIsland';
import { OptionMultiSelectScreen } from '../src/adconfig/option-multi-select/OptionMultiSelectScreen';
import { optionMultiSelectProps } from '../src/adconfig/option-multi-select/props';

mountIsland('option-multi-select', optionMultiSelectProps, (props) => <OptionMultiSelectScreen {...props} />);
