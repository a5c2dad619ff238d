import { mountIsland } from '../src/shell/mountIsland';
import { ModerationUserScreen, moderationUserStore } from '../src/images/moderation-user/ModerationUserScreen';
import { moderationUserProps } from '../src/images/moderation-user/props';

mountIsland('moderation-user', moderationUserProps, (props, store) => <ModerationUserScreen {...props} store={store} />, moderationUserStore);
