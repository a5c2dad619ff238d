import { mountIsland } from '@shell/mountIsland';
import { OptionAllowDenyScreen, optionAllowDenyStore } from '@adconfig/option-allow-deny/OptionAllowDenyScreen';
import { optionAllowDenyProps } from '@adconfig/option-allow-deny/props';

mountIsland('option-allow-deny', optionAllowDenyProps, (props, store) => <OptionAllowDenyScreen {...props} store={store} />, optionAllowDenyStore);
