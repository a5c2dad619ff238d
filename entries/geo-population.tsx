import { mountIsland } from '../src/shell/mountIsland';
import { geoPopulationProps } from '../src/adconfig/geo-population/props';
import { GeoPopulationScreen } from '../src/adconfig/geo-population/GeoPopulationScreen';

mountIsland('geo-population', geoPopulationProps, (props) => <GeoPopulationScreen {...props} />);
