import { mountIsland } from '../src/shell/mountIsland';
import { userGroupsProps } from '../src/sales/user-groups/props';
import { UserGroupsScreen, userGroupsStore } from '../src/sales/user-groups/UserGroupsScreen';

mountIsland('user-groups', userGroupsProps, (props, store) => <UserGroupsScreen {...props} store={store} />, userGroupsStore);
