import { mountIsland } from '../src/shell/mountIsland';
import { creativeBannerParamsProps } from '../src/adconfig/creative-banner-params/props';
import { CreativeBannerParamsScreen, creativeBannerParamsStore } from '../src/adconfig/creative-banner-params/CreativeBannerParamsScreen';

mountIsland('creative-banner-params', creativeBannerParamsProps, (props, store) => <CreativeBannerParamsScreen {...props} store={store} />, creativeBannerParamsStore);
