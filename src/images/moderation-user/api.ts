import { pagePath } from '@core/basePath';
import { chosen, spec, type Calls } from '@core/calls';
import { rnd } from '@core/crud/restCollection';
import { d } from '@core/decode';
import { api, type Page, type Preview } from '@core/http';
import { pagingParams, type Paging } from '@core/paging';
import { logEntriesOf, moderationUserOf, type LogEntry, type ModerationUser } from '@images/shared/moderationLog/logEntry';

/** An image the user changed (I 2.5 images tab). */
export interface UserImage {
  id: number;
  image_id: number | null;
  preview_url: string;
  domain: string;
  status: string;
  /** The user's changes of this image. */
  actions: number | null;
  last_action: string;
}

const rawImage = d.record({ id: d.id, image_id: d.id, preview_url: d.text, domain: d.text, status: d.text, actions: d.count, last_action: d.text });
/** An image without its id cannot link to its history: left out. */
const imagesOf = (raw: unknown): UserImage[] => d.list(rawImage)(raw).flatMap((row) => (row.id === null ? [] : [{ ...row, id: row.id }]));

/**
 * meta.user: whose page this is (the heading). It is ours (the spec names no meta here): without it, or without
 * its id, the user is the one of the page path (/statistics/inimage/moderation/user/{user_id}/images).
 */
export const userOfMeta = (raw: unknown, base: string = pagePath()): ModerationUser => {
  const user = d.record({ user: moderationUserOf })(raw).user;
  return { ...user, user_id: user.user_id ?? d.id(base.replace(/\/images\/?$/, '').split('/').at(-1)) };
};

/**
 * The only place that knows this screen's URLs. The page is {user}/images (the images tab, I 7's list
 * helper: GET on the page path with params plus rnd); the actions tab is {user}/actions beside it.
 */
export function moderationUserApi(base: string = pagePath()) {
  const user = base.replace(/\/images$/, '');
  const params = (paging: Paging) => ({ ...pagingParams(paging), rnd: rnd() });
  return {
    images: (paging: Paging, signal?: AbortSignal, preview?: Preview<UserImage>): Promise<Page<UserImage>> =>
      api.list<UserImage>(`${user}/images`, { rows: imagesOf, params: params(paging), signal, preview }),
    actions: (paging: Paging, signal?: AbortSignal, preview?: Preview<LogEntry>): Promise<Page<LogEntry>> =>
      api.list<LogEntry>(`${user}/actions`, { rows: logEntriesOf, params: params(paging), signal, preview }),
  };
}

export type ModerationUserApi = ReturnType<typeof moderationUserApi>;

/** What this screen asks the backend for (issue 41). */
export const calls = {
  images: spec('I 7 generic list helper: GET {page} ({user}/images) with rnd; I 2.5 images tab'),
  actions: spec('I 2.5 actions tab (call not named: ours, GET {user}/actions, the I 7 list helper beside the page)'),
  user: chosen('meta.user {user_id, user_login}: without it the heading names the user id of the page path'),
  actionImage: chosen('image_id on a log entry (I 3 names none): without it the actions tab has no image history links'),
} satisfies Calls;
