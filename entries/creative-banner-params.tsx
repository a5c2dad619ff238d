import { mountIsland } from '@shell/mountIsland';
import { creativeBannerParamsProps } from '@adconfig/creative-banner-params/props';
import { CreativeBannerParamsScreen, creativeBannerParamsStore } from '@adconfig/creative-banner-params/CreativeBannerParamsScreen';

mountIsland('creative-banner-params', creativeBannerParamsProps, (props, store) => <CreativeBannerParamsScreen {...props} store={store} />, creativeBannerParamsStore);
