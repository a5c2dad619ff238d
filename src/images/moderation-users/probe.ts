// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
// I 2.5 moderation statistics (h4-moderation): the users list, a user's tabs, an image's history.
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  list: { table: 'Статистика модерации по пользователям' },
  lists: 1,
  form: false,
  modals: [],
};
