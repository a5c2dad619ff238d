import { mountIsland } from '../src/shell/mountIsland';
import { creativeOrdProps } from '../src/adconfig/creative-ord/props';
import { CreativeOrdScreen, creativeOrdStore } from '../src/adconfig/creative-ord/CreativeOrdScreen';

mountIsland('creative-ord', creativeOrdProps, (props, store) => <CreativeOrdScreen {...props} store={store} />, creativeOrdStore);
