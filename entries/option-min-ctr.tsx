import { mountIsland } from '@shell/mountIsland';
import { OptionMinCtrScreen, optionMinCtrStore } from '@adconfig/option-min-ctr/OptionMinCtrScreen';
import { optionMinCtrProps } from '@adconfig/option-min-ctr/props';

mountIsland('option-min-ctr', optionMinCtrProps, (props, store) => <OptionMinCtrScreen {...props} store={store} />, optionMinCtrStore);
