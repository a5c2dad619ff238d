import { mountIsland } from '../src/shell/mountIsland';
import { creativeBannerParamsProps } from '../src/adconfig/creative-banner-params/props';
import { CreativeBannerParamsScreen } from '../src/adconfig/creative-banner-params/CreativeBannerParamsScreen';

mountIsland('creative-banner-params', creativeBannerParamsProps, (props) => <CreativeBannerParamsScreen {...props} />);
