import { mountIsland } from '../src/shell/mountIsland';
import { OptionGeoSettingsScreen, optionGeoSettingsStore } from '../src/adconfig/option-geo-settings/OptionGeoSettingsScreen';
import { optionGeoSettingsProps } from '../src/adconfig/option-geo-settings/props';

mountIsland('option-geo-settings', optionGeoSettingsProps, (props, store) => <OptionGeoSettingsScreen {...props} store={store} />, optionGeoSettingsStore);
