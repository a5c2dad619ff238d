import { pagePath } from '@core/basePath';
import { chosen, spec, type Calls } from '@core/calls';
import { rnd } from '@core/crud/restCollection';
import { d } from '@core/decode';
import { api, type Page, type Preview } from '@core/http';
import { pagingParams, type Paging } from '@core/paging';

/** A user's moderation figures (I 2.5). */
export interface UserStat {
  user_id: number;
  /** '' when the server does not know it ('Неизвестный пользователь'). */
  user_login: string;
  /** Images the user changed. */
  images: number | null;
  /** Changes the user made. */
  actions: number | null;
  /** Y-m-d H:i:s of the latest change. */
  last_action: string;
}

const rawStat = d.record({ user_id: d.id, user_login: d.text, images: d.count, actions: d.count, last_action: d.text });
/** A row without its user id cannot link to the user: left out. */
const rowsOf = (raw: unknown): UserStat[] =>
  d.list(rawStat)(raw).flatMap((row) => (row.user_id === null ? [] : [{ ...row, user_id: row.user_id }]));

export interface ModerationUsersQuery {
  /** Login search. */
  search: string;
}

/** The only place that knows this screen's URL: GET {page} (I 7's list helper: the page path, params plus rnd). */
export function moderationUsersApi(base: string = pagePath()) {
  return {
    search: (query: ModerationUsersQuery, paging: Paging, signal?: AbortSignal, preview?: Preview<UserStat>): Promise<Page<UserStat>> =>
      api.list<UserStat>(base, { rows: rowsOf, params: { search: query.search || undefined, ...pagingParams(paging), rnd: rnd() }, signal, preview }),
  };
}

export type ModerationUsersApi = ReturnType<typeof moderationUsersApi>;

/** What this screen asks the backend for (issue 41). */
export const calls = {
  search: spec('I 7 generic list helper: GET {page} with rnd; I 2.5 moderation statistics by user'),
  rowFields: chosen('row fields user_id, user_login, images, actions, last_action (I 2.5 names none); a row without user_id is left out, a missing figure is empty'),
} satisfies Calls;
