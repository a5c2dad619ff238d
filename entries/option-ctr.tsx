import { mountIsland } from '../src/shell/mountIsland';
import { OptionCtrScreen, optionCtrStore } from '../src/adconfig/option-ctr/OptionCtrScreen';
import { optionCtrProps } from '../src/adconfig/option-ctr/props';

mountIsland('option-ctr', optionCtrProps, (props, store) => <OptionCtrScreen {...props} store={store} />, optionCtrStore);
