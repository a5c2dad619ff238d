import { sitePath } from '@core/basePath';
import type { RestCollection } from '@core/crud/restCollection';
import { d } from '@core/decode';
import { ApiError } from '@core/apiError';
import { apiModel } from '@core/apiModel';
import { correctionsOf, type Correction } from '@core/corrections';
import { api, type Page, type Preview, type Saved } from '@core/http';

/** I 3 "Correction row" (src/core/corrections): each item carries its channel's id. */
export type { Correction } from '@core/corrections';

/** I 3 "Redirection channel", and a channel found by the search (the same fields; `isRedirection` tells them apart). */
export interface Channel {
  /** channel_id: the table's `id`. */
  id: number;
  name: string;
  format_id: number | null;
  format_name: string;
  status: string;
  created: string;
  updated: string;
  corrections: Correction[];
  /** Already a redirection channel: a save updates it (PUT), else creates it (POST), I 4. */
  isRedirection: boolean;
}

/** I 3 "Format" and "Channel status"; a format's events (A 7 Format_Events) for corrections of one event. */
export interface Choice {
  value: string;
  name: string;
}

/** I 7: the filters of the channels load. */
export interface ChannelFilters {
  with?: string[];
  order_by?: string;
  status?: string;
  format_id?: number;
  name?: string;
  is_redirection_channel?: 0 | 1;
}

/** What POST and PUT send: channel_id and the corrections as a JSON string (I 7), form-encoded. */
export interface RedirectionInput {
  channel_id: number;
  corrections: Correction[];
}

const rawChannel = d.record({
  channel_id: d.id,
  name: d.text,
  format_id: d.id,
  format_name: d.text,
  status: d.text,
  created: d.text,
  updated: d.text,
  corrections: correctionsOf,
  is_redirection_channel: d.bool,
});

/** One channel; without its id it cannot be chosen or deleted (null). `redirection` is what the list asked for when the answer does not say. */
export function channelOf(raw: unknown, redirection?: boolean): Channel | null {
  const { channel_id, is_redirection_channel, ...rest } = rawChannel(raw);
  if (channel_id === null) return null;
  return { id: channel_id, ...rest, isRedirection: is_redirection_channel ?? redirection ?? false };
}
const channelsOf = (redirection?: boolean) => (raw: unknown): Channel[] => d.list((item) => channelOf(item, redirection))(raw).filter((c): c is Channel => c !== null);

const choicesOf = (value: string, name: string) => (raw: unknown): Choice[] =>
  d.records({ [value]: d.text, [name]: d.text })(raw).flatMap((item) => {
    const v = item[value] ?? '';
    return v === '' ? [] : [{ value: v, name: item[name] || v }];
  });

/** The only place that knows this screen's URLs: {urlPath}/api/ (A 7 data access) and {urlPath}/api/rest/redirection-channels (I 7). */
export function redirectionChannelsApi(urlPath = '') {
  const data = apiModel(urlPath);
  const rest = sitePath('/api/rest/redirection-channels', urlPath);
  const body = (input: RedirectionInput) => ({ channel_id: input.channel_id, corrections: JSON.stringify(input.corrections) });
  const asForm = { form: true };
  const saved = async (request: Promise<Saved<unknown>>, redirection: boolean): Promise<Saved<Channel | null>> => {
    const answer = await request;
    return { ...answer, data: channelOf(answer.data, redirection) };
  };

  const channels = (filters: ChannelFilters, signal?: AbortSignal, preview?: Preview<Channel>): Promise<Page<Channel>> =>
    data.list('Channels', 'search', [filters], { rows: channelsOf(filters.is_redirection_channel === undefined ? undefined : filters.is_redirection_channel === 1), signal, preview });

  /** The redirection channels' table as the CRUD list reads it: no status switch on this screen. */
  const table: RestCollection<Channel, RedirectionInput> = {
    list: (_params, signal, preview) => channels({ with: ['format', 'corrections'], order_by: 'updated', is_redirection_channel: 1 }, signal, preview),
    create: (input) => saved(api.post<unknown>(rest, body(input), asForm), true),
    update: (id, input) => saved(api.put<unknown>(`${rest}/${id}`, body(input), asForm), true),
    remove: (id) => api.delete<null>(`${rest}/${id}`),
    setStatus: () => Promise.reject(new ApiError('Статус канала перенаправления здесь не меняется')),
  };

  return {
    table,
    /** I 2.8 search: channels that are not redirection channels yet (I 2.8 empty text: those are left out). */
    search: (q: { name: string; formatId: number | null; status: string }, signal?: AbortSignal, preview?: Preview<Channel>) =>
      channels({ with: ['format'], order_by: 'name', name: q.name || undefined, format_id: q.formatId ?? undefined, status: q.status || undefined, is_redirection_channel: 0 }, signal, preview),
    /** A channel by its id (the search string matches an id exactly): the one a link (#c=) opens. */
    channel: async (id: number, signal?: AbortSignal): Promise<Channel | null> => (await channels({ with: ['format', 'corrections'], name: String(id) }, signal)).rows.find((c) => c.id === id) ?? null,
    statuses: async (): Promise<Choice[]> => choicesOf('status', 'name')(await data.get('Channels', 'getStatusList')),
    formats: async (): Promise<Choice[]> => choicesOf('format_id', 'name')(await data.get('Formats', 'all')),
    formatEvents: async (formatId: number): Promise<Choice[]> => choicesOf('event_id', 'name')(await data.get('Format_Events', 'search', [formatId])),
  };
}

export type RedirectionChannelsApi = ReturnType<typeof redirectionChannelsApi>;
