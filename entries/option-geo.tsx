import { mountIsland } from '../src/shell/mountIsland';
import { OptionGeoScreen, optionGeoStore } from '../src/adconfig/option-geo/OptionGeoScreen';
import { optionGeoProps } from '../src/adconfig/option-geo/props';

mountIsland('option-geo', optionGeoProps, (props, store) => <OptionGeoScreen {...props} store={store} />, optionGeoStore);
