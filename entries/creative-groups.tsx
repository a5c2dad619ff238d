import { mountIsland } from '../src/shell/mountIsland';
import { CreativeGroupsScreen, creativeGroupsStore } from '../src/adconfig/creative-groups/CreativeGroupsScreen';
import { creativeGroupsProps } from '../src/adconfig/creative-groups/props';

mountIsland('creative-groups', creativeGroupsProps, (props, store) => <CreativeGroupsScreen {...props} store={store} />, creativeGroupsStore);
