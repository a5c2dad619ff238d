import { mountIsland } from '@shell/mountIsland';
import { OptionGeoScreen, optionGeoStore } from '@adconfig/option-geo/OptionGeoScreen';
import { optionGeoProps } from '@adconfig/option-geo/props';

mountIsland('option-geo', optionGeoProps, (props, store) => <OptionGeoScreen {...props} store={store} />, optionGeoStore);
