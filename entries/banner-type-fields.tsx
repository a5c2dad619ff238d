import { mountIsland } from '@shell/mountIsland';
import { bannerTypeFieldsProps } from '@adconfig/banner-type-fields/props';
import { BannerTypeFieldsScreen, bannerTypeFieldsStore } from '@adconfig/banner-type-fields/BannerTypeFieldsScreen';

mountIsland('banner-type-fields', bannerTypeFieldsProps, (props, store) => <BannerTypeFieldsScreen {...props} store={store} />, bannerTypeFieldsStore);
