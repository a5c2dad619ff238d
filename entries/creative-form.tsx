import { mountIsland } from '../src/shell/mountIsland';
import { creativeFormProps } from '../src/adconfig/creative-form/props';
import { CreativeFormScreen, creativeFormStore } from '../src/adconfig/creative-form/CreativeFormScreen';

mountIsland('creative-form', creativeFormProps, (props, store) => <CreativeFormScreen {...props} store={store} />, creativeFormStore);
