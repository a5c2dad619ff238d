import { mountIsland } from '../src/shell/mountIsland';
import { accessListGroupsProps } from '../src/sales/access-list-groups/props';
import { AccessListGroupsScreen, accessListGroupsStore } from '../src/sales/access-list-groups/AccessListGroupsScreen';

mountIsland('access-list-groups', accessListGroupsProps, (props, store) => <AccessListGroupsScreen {...props} store={store} />, accessListGroupsStore);
