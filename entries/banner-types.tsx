import { mountIsland } from '../src/shell/mountIsland';
import { bannerTypesProps } from '../src/adconfig/banner-types/props';
import { BannerTypesScreen, bannerTypesStore } from '../src/adconfig/banner-types/BannerTypesScreen';

mountIsland('banner-types', bannerTypesProps, (props, store) => <BannerTypesScreen {...props} store={store} />, bannerTypesStore);
