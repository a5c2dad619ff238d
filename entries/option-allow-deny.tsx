import { mountIsland } from '../src/shell/mountIsland';
import { OptionAllowDenyScreen, optionAllowDenyStore } from '../src/adconfig/option-allow-deny/OptionAllowDenyScreen';
import { optionAllowDenyProps } from '../src/adconfig/option-allow-deny/props';

mountIsland('option-allow-deny', optionAllowDenyProps, (props, store) => <OptionAllowDenyScreen {...props} store={store} />, optionAllowDenyStore);
