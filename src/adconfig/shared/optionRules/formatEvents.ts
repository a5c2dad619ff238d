import { sitePath } from '@core/basePath';
import { d } from '@core/decode';
import { api } from '@core/http';
import type { LoadOnce } from '@core/loadOnce';
import { cachedList, CHOICE_CACHE_PROPS, choiceCacheKey, type DictionaryItem } from '@core/option';
import { prop } from '@core/props';

/** data-props of an editor whose event types are a format's events (A 7: GET {api}/format-events?format_id). */
export const FORMAT_EVENTS_PROPS = {
  /** The format whose events a rule may name; loaded from {urlPath}/api/format-events?format_id= (cached 7 days). */
  formatId: prop.optional(prop.number({ integer: true, min: 1 })),
  /** The signed-in user: the events are kept for 7 days per user and site (without it, asked on every page). */
  ...CHOICE_CACHE_PROPS,
};

/** A format's events as the answer's data lists them: `{event_id, name}` (or `{id, name}`), ids as text; entries without an id dropped. */
export function formatEventItems(raw: unknown): DictionaryItem[] {
  return d.records({ event_id: d.id, id: d.id, name: d.text })(raw).flatMap((item) => {
    const id = item.event_id ?? item.id;
    return id === null ? [] : [{ id: String(id), name: item.name || `#${id}` }];
  });
}

/** The call (A 7 Options): GET {urlPath}/api/format-events?format_id={id}. */
export const formatEventsUrl = (urlPath = '') => sitePath('/api/format-events', urlPath);

/**
 * A format's events, loaded once per page and kept in the local cache for A 9's 7 days per user and site,
 * refreshed in the background on each open, never kept empty or failed (as an option type's dictionary is:
 * `cachedList`), decoded on every read: a tampered cache is as untrusted as the server.
 */
export function formatEvents(urlPath: string | undefined, formatId: number, userId?: string): LoadOnce<DictionaryItem[]> {
  const url = formatEventsUrl(urlPath);
  const key = choiceCacheKey('format-events', `${url}?format_id=${formatId}`, userId);
  return cachedList(key, (signal) => api.get<unknown>(url, { params: { format_id: formatId }, signal }), formatEventItems, []);
}
