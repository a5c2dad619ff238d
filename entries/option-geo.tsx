import { mountIsland } from '../src/shell/mountIsland';
import { OptionGeoScreen } from '../src/adconfig/option-geo/OptionGeoScreen';
import { optionGeoProps } from '../src/adconfig/option-geo/props';

mountIsland('option-geo', optionGeoProps, (props) => <OptionGeoScreen {...props} />);
