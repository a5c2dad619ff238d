import { mountIsland } from '@shell/mountIsland';
import { CreativeGroupsScreen, creativeGroupsStore } from '@adconfig/creative-groups/CreativeGroupsScreen';
import { creativeGroupsProps } from '@adconfig/creative-groups/props';

mountIsland('creative-groups', creativeGroupsProps, (props, store) => <CreativeGroupsScreen {...props} store={store} />, creativeGroupsStore);
