// The handbook value calls the value pages share (handbook-value-edit, conversion-rule-edit): A 7
// "handbook value update/destroy by id" and the channels "with channel_id filter" (A 7 Conversion rules), read
// through the data access's Channels model (A 7 Data access).
import { apiModel } from '@core/apiModel';
import { sitePath } from '@core/basePath';
import { d, isObject, required } from '@core/decode';
import { api } from '@core/http';
import { chosen, spec, type Calls } from '@core/calls';

export interface Organization {
  organization_id: number;
  name: string;
}

/** A 3: a handbook value as its pages edit it; `params` holds the extension tabs' data, kept whole. */
export interface HandbookValueRecord {
  id: number;
  name: string;
  val: string;
  sort: number;
  organization_id: number | null;
  handbook_id: number | null;
  params: Record<string, unknown>;
  /** Its handbook's name ('' when the answer has none). */
  handbookName: string;
  /** The record as it came (props or answer): the update is built on it, so what the page does not edit goes back as it came. */
  source: Readonly<Record<string, unknown>>;
}

/** What the update sends (A 7: name, sort, organization_id, val, params; handbook_id as the create does). */
export interface HandbookValueInput {
  /** The loaded record's other fields, sent back as they came (issue 41's round trip). */
  [kept: string]: unknown;
  name: string;
  val: string;
  sort: number;
  organization_id: number | null;
  handbook_id: number | null;
  params: Record<string, unknown>;
}

/** A 3 Channel: channel_id, name, url, status (active, blocked, new). */
export interface Channel {
  channel_id: number;
  name: string;
  url: string;
  status: string;
}

export interface LoadedValue {
  value: HandbookValueRecord;
  organizations: Organization[];
}

const rawOrganization = d.record({ organization_id: d.id, name: d.text });
export function organizationsOf(raw: unknown): Organization[] {
  return d.list(rawOrganization)(raw).flatMap((o) => (o.organization_id === null ? [] : [{ organization_id: o.organization_id, name: o.name }]));
}

const rawValue = d.record({ id: d.id, name: d.text, val: d.text, sort: d.int, organization_id: d.id, handbook_id: d.id, params: d.object, handbook: d.record({ name: d.text }) });

/** The value of an answer; null without an id (nothing to save to). */
export function valueRecordOf(raw: unknown): HandbookValueRecord | null {
  const { id, sort, handbook, ...rest } = rawValue(raw);
  return id === null ? null : { id, ...rest, sort: sort ?? 0, handbookName: handbook.name, source: isObject(raw) ? raw : {} };
}

/**
 * The record's fields an update sends back as they came: all but the read-only views the answer adds around it
 * (its `handbook`, the `organizations` it may belong to).
 */
export function keptFields(record: HandbookValueRecord): Record<string, unknown> {
  const { handbook: _handbook, organizations: _organizations, ...kept } = record.source;
  return kept;
}

const rawChannel = d.record({ channel_id: d.id, name: d.text, url: d.text, status: d.text });
export function channelsOf(raw: unknown): Channel[] {
  return d.list(rawChannel)(raw).flatMap((c) => (c.channel_id === null ? [] : [{ channel_id: c.channel_id, name: c.name, url: c.url, status: c.status }]));
}

/** Ids as the form keeps them: positive whole numbers, each once. */
export function idsOf(raw: unknown): number[] {
  return [...new Set(d.list(d.id)(raw).filter((id): id is number => id !== null))];
}

/** What the page printed (props): the value (`record`) and the organizations it may belong to. */
export interface PrintedValue {
  record?: unknown;
  organizations?: Organization[];
}

/** What the value pages ask the backend for (issue 41): the spec's calls, and what they chose where it is silent. */
export const handbookValueCalls = {
  get: chosen('the value the page prints (`record` prop, with `organizations`); without both the page says it could not load the value'),
  update: spec('A 7 PUT /api/hb/handbook-values/{id}'),
  remove: spec('A 7 DELETE /api/hb/handbook-values/{id} (Conversion rules: handbook value destroy by id)'),
  channels: spec('A 7 Conversion rules: GET channels with channel_id filter, by A 7 Data access: GET /api/?api.model=Channels&api.method=search&api.args=[{"channel_id":[…]}]'),
} satisfies Calls;

/**
 * The only place that knows the handbook value URLs: GET / PUT {urlPath}/api/hb/handbook-values/{id}
 * (the GET, which the spec does not name, answers the value with its handbook and the organizations: used only
 * when the page did not print the value); the channels by id through the data access (A 7): Channels.search with
 * the channel_id filter.
 */
export function handbookValueApi(urlPath = '', printed: PrintedValue = {}) {
  const base = sitePath('/api/hb/handbook-values', urlPath);
  const organizations = d.record({ organizations: organizationsOf });
  return {
    /** The value with its handbook, and (in `organizations`) the organizations it may belong to: the page's, else the GET's. */
    async get(id: number, signal?: AbortSignal): Promise<LoadedValue> {
      const own = valueRecordOf(printed.record);
      if (own !== null && own.id === id) return { value: own, organizations: printed.organizations ?? organizations(printed.record).organizations };
      const data = await api.get<unknown>(`${base}/${id}`, { signal });
      return { value: required(valueRecordOf(data), 'handbook value'), organizations: printed.organizations ?? organizations(data).organizations };
    },
    /** A bare answer ({success: true}) is a save: the value is what was sent. */
    async update(id: number, input: HandbookValueInput): Promise<HandbookValueRecord> {
      const saved = await api.put<unknown>(`${base}/${id}`, input);
      return valueRecordOf(saved.data) ?? { ...(valueRecordOf({ ...input, id }) ?? { id, ...input, handbookName: '' }), handbookName: '', source: input };
    },
    /** A 7: DELETE …/{id}; the answer's message (the toast on the next page), undefined when it has none. */
    async remove(id: number): Promise<string | undefined> {
      return (await api.delete<unknown>(`${base}/${id}`)).message || undefined;
    },
    /** The channels of these ids (A 7 Channels.search, channel_id filter); one the answer does not hold is unknown. */
    async channels(ids: number[], signal?: AbortSignal): Promise<Channel[]> {
      if (ids.length === 0) return [];
      const page = await apiModel(urlPath).list('Channels', 'search', [{ channel_id: ids }], { rows: channelsOf, signal });
      // A backend that ignores the filter answers other channels too: only those asked for count.
      const asked = new Set(ids);
      return page.rows.filter((c) => asked.has(c.channel_id));
    },
  };
}

export type HandbookValueApi = ReturnType<typeof handbookValueApi>;
