import { mountIsland } from '@shell/mountIsland';
import { creativeGroupEditProps } from '@adconfig/creative-group-edit/props';
import { CreativeGroupEditScreen, creativeGroupEditStore } from '@adconfig/creative-group-edit/CreativeGroupEditScreen';

mountIsland('creative-group-edit', creativeGroupEditProps, (props, store) => <CreativeGroupEditScreen {...props} store={store} />, creativeGroupEditStore);
