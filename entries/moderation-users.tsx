import { mountIsland } from '@shell/mountIsland';
import { ModerationUsersScreen, moderationUsersStore } from '@images/moderation-users/ModerationUsersScreen';
import { moderationUsersProps } from '@images/moderation-users/props';

mountIsland('moderation-users', moderationUsersProps, (props, store) => <ModerationUsersScreen {...props} store={store} />, moderationUsersStore);
