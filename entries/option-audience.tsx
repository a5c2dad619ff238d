import { mountIsland } from '@shell/mountIsland';
import { OptionAudienceScreen, optionAudienceStore } from '@adconfig/option-audience/OptionAudienceScreen';
import { optionAudienceProps } from '@adconfig/option-audience/props';

mountIsland('option-audience', optionAudienceProps, (props, store) => <OptionAudienceScreen {...props} store={store} />, optionAudienceStore);
