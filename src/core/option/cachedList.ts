// A 9: the choice lists of the option editors (an option type's dictionary, a format's events) are kept in
// the local cache for 7 days, so the next editor opens with them at once. Issue 43: kept per site and per user
// (another user of this browser, or another site, never sees them), refreshed in the background each time an
// editor opens them (a new device type shows on the next open, not a week later), and never kept empty or failed.
import { runInAction } from 'mobx';
import { cacheGet, cacheSet } from '../cache';
import { LoadOnce } from '../loadOnce';
import { prop } from '../props';

/** Who the lists are kept for: the signed-in user (printed by the page); without one they are not kept between pages. */
export interface ChoiceCacheScope {
  userId?: string;
}

/**
 * data-props of an editor whose choices are cached (beside DICTIONARY_PROPS, FORMAT_EVENTS_PROPS): the signed-in
 * user's id (chosen: the spec names no user on the page). Without it the lists are asked for on every page, never
 * kept where another user of the browser would see them.
 */
export const CHOICE_CACHE_PROPS = {
  userId: prop.optional(prop.custom('a user id (number or text)', (raw) => (typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : undefined))),
};

/**
 * The cache key of a list asked at `url` for `userId`: the URL resolved as the browser does (the site's origin
 * and path prefix in it) and the user. Null: no user, nothing kept.
 */
export function choiceCacheKey(kind: string, url: string, userId: string | undefined): string | null {
  if (userId === undefined) return null;
  let resolved = url;
  try {
    resolved = new URL(url, window.location.href).href;
  } catch {
    // An unresolvable URL stays as given (its request fails anyway).
  }
  return `${kind}:user=${encodeURIComponent(userId)}:${resolved}`;
}

const noList = (value: unknown): boolean => Array.isArray(value) && value.length === 0;

/**
 * A list loaded once per page (LoadOnce: `value`, `state`, `load()`, `stop()`), kept under `key` for `ttlSeconds`
 * (A 9: 7 days): a kept list shows at once and is asked for again in the background, the fresh answer replacing
 * it on the page and in the cache (a failed refresh leaves the kept list, quietly; stop() drops it). The answer is
 * kept as sent and decoded on every read (a tampered cache is as untrusted as the server); an answer decoding to
 * nothing (`isEmpty`, default an empty list) or a failure is never kept, and an emptied list drops the kept one.
 * A null key keeps nothing.
 */
export function cachedList<T>(key: string | null, fetch: (signal: AbortSignal) => Promise<unknown>, decode: (raw: unknown) => T, empty: T, options: { ttlSeconds?: number; isEmpty?: (value: T) => boolean } = {}): LoadOnce<T> {
  const isEmpty = options.isEmpty ?? noList;
  const keep = (raw: unknown): T => {
    const value = decode(raw);
    if (key === null) return value;
    // An empty answer is not kept, and what was kept before it is dropped (expired at once).
    if (isEmpty(value)) cacheSet(key, null, -1);
    else cacheSet(key, raw, options.ttlSeconds);
    return value;
  };
  const list: LoadOnce<T> = new LoadOnce(async (signal) => {
    const hit = key === null ? undefined : cacheGet<unknown>(key);
    if (hit !== undefined) {
      const value = decode(hit);
      if (!isEmpty(value)) {
        void refresh(signal);
        return value;
      }
    }
    return keep(await fetch(signal));
  }, empty);
  const refresh = async (signal: AbortSignal): Promise<void> => {
    try {
      const value = keep(await fetch(signal));
      runInAction(() => {
        list.value = value;
      });
    } catch {
      // The kept list stays on show; the next open asks again.
    }
  };
  return list;
}
