import { mountIsland } from '../src/shell/mountIsland';
import { ModerationUserScreen } from '../src/images/moderation-user/ModerationUserScreen';
import { moderationUserProps } from '../src/images/moderation-user/props';

mountIsland('moderation-user', moderationUserProps, (props) => <ModerationUserScreen {...props} />);
