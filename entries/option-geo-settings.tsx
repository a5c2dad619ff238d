import { mountIsland } from '@shell/mountIsland';
import { OptionGeoSettingsScreen, optionGeoSettingsStore } from '@adconfig/option-geo-settings/OptionGeoSettingsScreen';
import { optionGeoSettingsProps } from '@adconfig/option-geo-settings/props';

mountIsland('option-geo-settings', optionGeoSettingsProps, (props, store) => <OptionGeoSettingsScreen {...props} store={store} />, optionGeoSettingsStore);
