import { mountIsland } from '@shell/mountIsland';
import { accessListGroupsProps } from '@sales/access-list-groups/props';
import { AccessListGroupsScreen, accessListGroupsStore } from '@sales/access-list-groups/AccessListGroupsScreen';

mountIsland('access-list-groups', accessListGroupsProps, (props, store) => <AccessListGroupsScreen {...props} store={store} />, accessListGroupsStore);
