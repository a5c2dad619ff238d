import { mountIsland } from '@shell/mountIsland';
import { OptionCtrScreen, optionCtrStore } from '@adconfig/option-ctr/OptionCtrScreen';
import { optionCtrProps } from '@adconfig/option-ctr/props';

mountIsland('option-ctr', optionCtrProps, (props, store) => <OptionCtrScreen {...props} store={store} />, optionCtrStore);
