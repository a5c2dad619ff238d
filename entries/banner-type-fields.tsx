import { mountIsland } from '../src/shell/mountIsland';
import { bannerTypeFieldsProps } from '../src/adconfig/banner-type-fields/props';
import { BannerTypeFieldsScreen } from '../src/adconfig/banner-type-fields/BannerTypeFieldsScreen';

mountIsland('banner-type-fields', bannerTypeFieldsProps, (props) => <BannerTypeFieldsScreen {...props} />);
