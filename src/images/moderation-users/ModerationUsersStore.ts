import { ListScreen } from '@core/ListScreen';
import type { ModerationUsersApi, ModerationUsersQuery, UserStat } from './api';
import { hashSchema } from './hash';

/** I 2.5: moderation statistics by user, searched by login, sorted, 50 per page, state in the hash. */
export class ModerationUsersStore extends ListScreen<typeof hashSchema, UserStat, ModerationUsersQuery, undefined, 'q'> {
  constructor(api: ModerationUsersApi) {
    super({ hash: hashSchema, draft: ['q'], query: ({ q }) => ({ search: q }), load: api.search });
  }
}
