import { mountIsland } from '../src/shell/mountIsland';
import { geoPopulationProps } from '../src/adconfig/geo-population/props';
import { GeoPopulationScreen, geoPopulationStore } from '../src/adconfig/geo-population/GeoPopulationScreen';

mountIsland('geo-population', geoPopulationProps, (props, store) => <GeoPopulationScreen {...props} store={store} />, geoPopulationStore);
