import { mountIsland } from '../src/shell/mountIsland';
import { bannersTargetingProps } from '../src/adconfig/banners-targeting/props';
import { BannersTargetingScreen, bannersTargetingStore } from '../src/adconfig/banners-targeting/BannersTargetingScreen';

mountIsland('banners-targeting', bannersTargetingProps, (props, store) => <BannersTargetingScreen {...props} store={store} />, bannersTargetingStore);
