import { sitePath } from '@core/basePath';
import { chosen, spec, type Calls } from '@core/calls';
import type { RestCollection } from '@core/crud/restCollection';
import { d, isObject } from '@core/decode';
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
  /** The record as the backend sent it: a save sends it back with the new corrections (issue 41's round trip). */
  source: Readonly<Record<string, unknown>>;
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
  /** Ours (chosen): the channel a link opens, when the search string does not match its id. */
  channel_id?: number;
}

/** What POST and PUT send: channel_id and the corrections as a JSON string (I 7), form-encoded. */
export interface RedirectionInput {
  channel_id: number;
  corrections: Correction[];
  /** The channel as loaded: every field the screen does not edit goes back as it came. */
  source?: Readonly<Record<string, unknown>>;
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
  const source = isObject(raw) ? raw : {};
  return { id: channel_id, ...rest, isRedirection: is_redirection_channel ?? redirection ?? false, source };
}
const channelsOf = (redirection?: boolean) => (raw: unknown): Channel[] => d.list((item) => channelOf(item, redirection))(raw).filter((c): c is Channel => c !== null);

const choicesOf = (value: string, name: string) => (raw: unknown): Choice[] =>
  d.records({ [value]: d.text, [name]: d.text })(raw).flatMap((item) => {
    const v = item[value] ?? '';
    return v === '' ? [] : [{ value: v, name: item[name] || v }];
  });

/** What the search's answer adds to a channel, not the channel's own: never sent back. */
const ANSWER_ONLY = new Set(['is_redirection_channel', 'format_name']);
const plainFields = (record: Readonly<Record<string, unknown>>): Record<string, string | number | boolean> =>
  Object.fromEntries(Object.entries(record).filter((entry): entry is [string, string | number | boolean] => !ANSWER_ONLY.has(entry[0]) && ['string', 'number', 'boolean'].includes(typeof entry[1])));

/** The only place that knows this screen's URLs: {urlPath}/api/ (A 7 data access) and {urlPath}/api/rest/redirection-channels (I 7). */
export function redirectionChannelsApi(urlPath = '') {
  const data = apiModel(urlPath);
  const rest = sitePath('/api/rest/redirection-channels', urlPath);
  // I 7: channel_id and the corrections as a JSON string; beside them the record's other fields as it came
  // (a plain value each: the form carries no nested ones), so nothing the screen does not know is lost.
  const body = (input: RedirectionInput) => ({ ...plainFields(input.source ?? {}), channel_id: input.channel_id, corrections: JSON.stringify(input.corrections) });
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
    // Each channel carries its own record (Channel.source): the save sends it back.
    source: () => null,
  };

  return {
    table,
    /** I 2.8 search: channels that are not redirection channels yet (I 2.8 empty text: those are left out). */
    search: (q: { name: string; formatId: number | null; status: string }, signal?: AbortSignal, preview?: Preview<Channel>) =>
      channels({ with: ['format'], order_by: 'name', name: q.name || undefined, format_id: q.formatId ?? undefined, status: q.status || undefined, is_redirection_channel: 0 }, signal, preview),
    /**
     * A channel by its id, the one a link (#c=) opens: A 7 Channels.search with `channel_id` (A 7 Conversion
     * rules: "channels with channel_id filter"; I 7 lists none), then, when that finds nothing (a backend ignoring the filter answers its unfiltered
     * list), the search string (which matches an id on the legacy backend). Null only when neither has it.
     */
    channel: async (id: number, signal?: AbortSignal): Promise<Channel | null> => {
      const found = (page: Page<Channel>) => page.rows.find((c) => c.id === id) ?? null;
      const byId = found(await channels({ with: ['format', 'corrections'], channel_id: id }, signal));
      return byId ?? found(await channels({ with: ['format', 'corrections'], name: String(id) }, signal));
    },
    statuses: async (): Promise<Choice[]> => choicesOf('status', 'name')(await data.get('Channels', 'getStatusList')),
    formats: async (): Promise<Choice[]> => choicesOf('format_id', 'name')(await data.get('Formats', 'all')),
    formatEvents: async (formatId: number): Promise<Choice[]> => choicesOf('event_id', 'name')(await data.get('Format_Events', 'search', [formatId])),
  };
}

export type RedirectionChannelsApi = ReturnType<typeof redirectionChannelsApi>;

/** What this screen asks the backend for (issue 41). */
export const calls = {
  channels: spec('I 7 Channels load with filters; A 7 Data access: GET /api/?api.model=Channels&api.method=search'),
  statuses: spec('A 7 Data access: Channels.getStatusList'),
  formats: spec('A 7 Data access: Formats.all, Format_Events.search'),
  save: spec('I 7 redirection channels: POST /api/rest/redirection-channels, PUT …/{channel_id} (form: channel_id, corrections as JSON, the channel\'s other fields as they came); a bare answer is a save'),
  remove: spec('I 7 redirection channels: DELETE /api/rest/redirection-channels/{channel_id}'),
  linkById: spec('A 7 Conversion rules: GET channels with channel_id filter (Channels.search), for a #c= link; a backend ignoring it: the search string next; in neither: Канал не найден.; a failed lookup: Повторить'),
  redirectionFlag: chosen('is_redirection_channel on rows: without it, what the list asked for'),
} satisfies Calls;
