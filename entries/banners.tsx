import { mountIsland } from '../src/shell/mountIsland';
import { bannersProps } from '../src/adconfig/banners/props';
import { BannersScreen } from '../src/adconfig/banners/BannersScreen';

mountIsland('banners', bannersProps, (props) => <BannersScreen {...props} />);
