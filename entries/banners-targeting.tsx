import { mountIsland } from '@shell/mountIsland';
import { bannersTargetingProps } from '@adconfig/banners-targeting/props';
import { BannersTargetingScreen, bannersTargetingStore } from '@adconfig/banners-targeting/BannersTargetingScreen';

mountIsland('banners-targeting', bannersTargetingProps, (props, store) => <BannersTargetingScreen {...props} store={store} />, bannersTargetingStore);
