import { mountIsland } from '../src/shell/mountIsland';
import { OptionAudienceScreen, optionAudienceStore } from '../src/adconfig/option-audience/OptionAudienceScreen';
import { optionAudienceProps } from '../src/adconfig/option-audience/props';

mountIsland('option-audience', optionAudienceProps, (props, store) => <OptionAudienceScreen {...props} store={store} />, optionAudienceStore);
