import { observer } from 'mobx-react-lite';
import { LOG_TEXT } from '@images/shared/moderationLog/texts';
import type { ModerationUserStore } from '../ModerationUserStore';
import { TEXT } from '../texts';

/** Whose moderation this is: the login (or 'Неизвестный пользователь') and the id, once an answer named them. */
export const UserHeading = observer(function UserHeading({ store }: { store: ModerationUserStore }) {
  const { user } = store;
  if (!user) return null;
  return (
    <p className="mb-3">
      {TEXT.user}: <strong>{user.user_login || LOG_TEXT.unknownUser}</strong>
      {user.user_id !== null && <span className="text-body-secondary"> (ID {user.user_id})</span>}
    </p>
  );
});
