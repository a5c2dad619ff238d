import { mountIsland } from '@shell/mountIsland';
import { bannersProps } from '@adconfig/banners/props';
import { BannersScreen, bannersStore } from '@adconfig/banners/BannersScreen';

mountIsland('banners', bannersProps, (props, store) => <BannersScreen {...props} store={store} />, bannersStore);
