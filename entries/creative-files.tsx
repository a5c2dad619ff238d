import { mountIsland } from '@shell/mountIsland';
import { CreativeFilesScreen, creativeFilesStore } from '@adconfig/creative-files/CreativeFilesScreen';
import { creativeFilesProps } from '@adconfig/creative-files/props';

mountIsland('creative-files', creativeFilesProps, (props, store) => <CreativeFilesScreen {...props} store={store} />, creativeFilesStore);
