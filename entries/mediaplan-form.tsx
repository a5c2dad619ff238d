import { mountIsland } from '@shell/mountIsland';
import { mediaplanFormProps } from '@sales/mediaplan-form/props';
import { MediaplanFormScreen, mediaplanFormStore } from '@sales/mediaplan-form/MediaplanFormScreen';

mountIsland('mediaplan-form', mediaplanFormProps, (props, store) => <MediaplanFormScreen {...props} store={store} />, mediaplanFormStore);
