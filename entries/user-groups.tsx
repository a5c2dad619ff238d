import { mountIsland } from '@shell/mountIsland';
import { userGroupsProps } from '@sales/user-groups/props';
import { UserGroupsScreen, userGroupsStore } from '@sales/user-groups/UserGroupsScreen';

mountIsland('user-groups', userGroupsProps, (props, store) => <UserGroupsScreen {...props} store={store} />, userGroupsStore);
