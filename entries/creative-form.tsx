import { mountIsland } from '@shell/mountIsland';
import { creativeFormProps } from '@adconfig/creative-form/props';
import { CreativeFormScreen, creativeFormStore } from '@adconfig/creative-form/CreativeFormScreen';

mountIsland('creative-form', creativeFormProps, (props, store) => <CreativeFormScreen {...props} store={store} />, creativeFormStore);
