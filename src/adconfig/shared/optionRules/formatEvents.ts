import { sitePath } from '@core/basePath';
import { cached } from '@core/cache';
import { d } from '@core/decode';
import { api } from '@core/http';
import { LoadOnce } from '@core/loadOnce';
import type { DictionaryItem } from '@core/option';
import { prop } from '@core/props';

/** data-props of an editor whose event types are a format's events (A 7: GET {api}/format-events?format_id). */
export const FORMAT_EVENTS_PROPS = {
  /** The format whose events a rule may name; loaded from {urlPath}/api/format-events?format_id= (cached 7 days). */
  formatId: prop.optional(prop.number({ integer: true, min: 1 })),
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
 * A format's events, loaded once per page and kept in the local cache for A 9's 7 days (as an option
 * type's dictionary is), decoded on every read: a tampered cache is as untrusted as the server.
 */
export function formatEvents(urlPath: string | undefined, formatId: number): LoadOnce<DictionaryItem[]> {
  const url = formatEventsUrl(urlPath);
  return new LoadOnce(async (signal) => formatEventItems(await cached(`format-events:${url}?format_id=${formatId}`, () => api.get<unknown>(url, { params: { format_id: formatId }, signal }))), []);
}
