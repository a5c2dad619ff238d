import { mountIsland } from '@shell/mountIsland';
import { ModerationUserScreen, moderationUserStore } from '@images/moderation-user/ModerationUserScreen';
import { moderationUserProps } from '@images/moderation-user/props';

mountIsland('moderation-user', moderationUserProps, (props, store) => <ModerationUserScreen {...props} store={store} />, moderationUserStore);
