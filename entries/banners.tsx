import { mountIsland } from '../src/shell/mountIsland';
import { bannersProps } from '../src/adconfig/banners/props';
import { BannersScreen, bannersStore } from '../src/adconfig/banners/BannersScreen';

mountIsland('banners', bannersProps, (props, store) => <BannersScreen {...props} store={store} />, bannersStore);
