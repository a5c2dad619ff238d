import { mountIsland } from '../src/shell/mountIsland';
import { mediaplanFormProps } from '../src/sales/mediaplan-form/props';
import { MediaplanFormScreen, mediaplanFormStore } from '../src/sales/mediaplan-form/MediaplanFormScreen';

mountIsland('mediaplan-form', mediaplanFormProps, (props, store) => <MediaplanFormScreen {...props} store={store} />, mediaplanFormStore);
