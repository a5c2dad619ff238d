import { mountIsland } from '../src/shell/mountIsland';
import { OptionMinCtrScreen, optionMinCtrStore } from '../src/adconfig/option-min-ctr/OptionMinCtrScreen';
import { optionMinCtrProps } from '../src/adconfig/option-min-ctr/props';

mountIsland('option-min-ctr', optionMinCtrProps, (props, store) => <OptionMinCtrScreen {...props} store={store} />, optionMinCtrStore);
