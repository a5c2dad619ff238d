import { mountIsland } from '../src/shell/mountIsland';
import { OptionCtrScreen } from '../src/adconfig/option-ctr/OptionCtrScreen';
import { optionCtrProps } from '../src/adconfig/option-ctr/props';

mountIsland('option-ctr', optionCtrProps, (props) => <OptionCtrScreen {...props} />);
