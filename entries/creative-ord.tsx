import { mountIsland } from '@shell/mountIsland';
import { creativeOrdProps } from '@adconfig/creative-ord/props';
import { CreativeOrdScreen, creativeOrdStore } from '@adconfig/creative-ord/CreativeOrdScreen';

mountIsland('creative-ord', creativeOrdProps, (props, store) => <CreativeOrdScreen {...props} store={store} />, creativeOrdStore);
