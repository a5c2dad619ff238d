import { mountIsland } from '../src/shell/mountIsland';
import { OptionMinCtrScreen } from '../src/adconfig/option-min-ctr/OptionMinCtrScreen';
import { optionMinCtrProps } from '../src/adconfig/option-min-ctr/props';

mountIsland('option-min-ctr', optionMinCtrProps, (props) => <OptionMinCtrScreen {...props} />);
