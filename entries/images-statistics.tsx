import { mountIsland } from '../src/shell/mountIsland';
import { ImagesStatisticsScreen, imagesStatisticsStore } from '../src/images/images-statistics/ImagesStatisticsScreen';
import { imagesStatisticsProps } from '../src/images/images-statistics/props';

mountIsland('images-statistics', imagesStatisticsProps, (props, store) => <ImagesStatisticsScreen {...props} store={store} />, imagesStatisticsStore);
