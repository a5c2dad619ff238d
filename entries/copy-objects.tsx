import { mountIsland } from '@shell/mountIsland';
import { CopyObjectsScreen, copyObjectsStore } from '@adconfig/copy-objects/CopyObjectsScreen';
import { copyObjectsProps } from '@adconfig/copy-objects/props';

mountIsland('copy-objects', copyObjectsProps, (props, store) => <CopyObjectsScreen {...props} store={store} />, copyObjectsStore);
