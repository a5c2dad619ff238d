import { mountIsland } from '../src/shell/mountIsland';
import { CopyObjectsScreen, copyObjectsStore } from '../src/adconfig/copy-objects/CopyObjectsScreen';
import { copyObjectsProps } from '../src/adconfig/copy-objects/props';

mountIsland('copy-objects', copyObjectsProps, (props, store) => <CopyObjectsScreen {...props} store={store} />, copyObjectsStore);
