import { mountIsland } from '../src/shell/mountIsland';
import { bannerTypeFieldsProps } from '../src/adconfig/banner-type-fields/props';
import { BannerTypeFieldsScreen, bannerTypeFieldsStore } from '../src/adconfig/banner-type-fields/BannerTypeFieldsScreen';

mountIsland('banner-type-fields', bannerTypeFieldsProps, (props, store) => <BannerTypeFieldsScreen {...props} store={store} />, bannerTypeFieldsStore);
