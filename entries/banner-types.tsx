import { mountIsland } from '@shell/mountIsland';
import { bannerTypesProps } from '@adconfig/banner-types/props';
import { BannerTypesScreen, bannerTypesStore } from '@adconfig/banner-types/BannerTypesScreen';

mountIsland('banner-types', bannerTypesProps, (props, store) => <BannerTypesScreen {...props} store={store} />, bannerTypesStore);
