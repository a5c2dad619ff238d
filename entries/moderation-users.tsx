import { mountIsland } from '../src/shell/mountIsland';
import { ModerationUsersScreen, moderationUsersStore } from '../src/images/moderation-users/ModerationUsersScreen';
import { moderationUsersProps } from '../src/images/moderation-users/props';

mountIsland('moderation-users', moderationUsersProps, (props, store) => <ModerationUsersScreen {...props} store={store} />, moderationUsersStore);
