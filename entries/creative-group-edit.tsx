import { mountIsland } from '../src/shell/mountIsland';
import { creativeGroupEditProps } from '../src/adconfig/creative-group-edit/props';
import { CreativeGroupEditScreen, creativeGroupEditStore } from '../src/adconfig/creative-group-edit/CreativeGroupEditScreen';

mountIsland('creative-group-edit', creativeGroupEditProps, (props, store) => <CreativeGroupEditScreen {...props} store={store} />, creativeGroupEditStore);
