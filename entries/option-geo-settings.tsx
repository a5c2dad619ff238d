import { mountIsland } from '../src/shell/mountIsland';
import { OptionGeoSettingsScreen } from '../src/adconfig/option-geo-settings/OptionGeoSettingsScreen';
import { optionGeoSettingsProps } from '../src/adconfig/option-geo-settings/props';

mountIsland('option-geo-settings', optionGeoSettingsProps, (props) => <OptionGeoSettingsScreen {...props} />);
