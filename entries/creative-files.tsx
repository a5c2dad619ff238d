import { mountIsland } from '../src/shell/mountIsland';
import { CreativeFilesScreen, creativeFilesStore } from '../src/adconfig/creative-files/CreativeFilesScreen';
import { creativeFilesProps } from '../src/adconfig/creative-files/props';

mountIsland('creative-files', creativeFilesProps, (props, store) => <CreativeFilesScreen {...props} store={store} />, creativeFilesStore);
