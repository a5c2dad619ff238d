import { mountIsland } from '@shell/mountIsland';
import { geoPopulationProps } from '@adconfig/geo-population/props';
import { GeoPopulationScreen, geoPopulationStore } from '@adconfig/geo-population/GeoPopulationScreen';

mountIsland('geo-population', geoPopulationProps, (props, store) => <GeoPopulationScreen {...props} store={store} />, geoPopulationStore);
