import { mountIsland } from '@shell/mountIsland';
import { ImagesStatisticsScreen, imagesStatisticsStore } from '@images/images-statistics/ImagesStatisticsScreen';
import { imagesStatisticsProps } from '@images/images-statistics/props';

mountIsland('images-statistics', imagesStatisticsProps, (props, store) => <ImagesStatisticsScreen {...props} store={store} />, imagesStatisticsStore);
