// The handbook value calls the value pages share (handbook-value-edit, conversion-rule-edit): A 7
// "handbook value update by id" and the channels "with channel_id filter" (A 7 Conversion rules).
import { sitePath } from '@core/basePath';
import { d, required } from '@core/decode';
import { api } from '@core/http';

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
}

/** What the update sends (A 7: name, sort, organization_id, val, params; handbook_id as the create does). */
export interface HandbookValueInput {
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
  return id === null ? null : { id, ...rest, sort: sort ?? 0, handbookName: handbook.name };
}

const rawChannel = d.record({ channel_id: d.id, name: d.text, url: d.text, status: d.text });
export function channelsOf(raw: unknown): Channel[] {
  return d.list(rawChannel)(raw).flatMap((c) => (c.channel_id === null ? [] : [{ channel_id: c.channel_id, name: c.name, url: c.url, status: c.status }]));
}

/** Ids as the form keeps them: positive whole numbers, each once. */
export function idsOf(raw: unknown): number[] {
  return [...new Set(d.list(d.id)(raw).filter((id): id is number => id !== null))];
}

/**
 * The only place that knows the handbook value URLs: GET / PUT {urlPath}/api/hb/handbook-values/{id}
 * (the GET, which the spec does not name, answers the value with its handbook and the organizations);
 * GET {urlPath}/api/hb/channels?channel_id[]=1&channel_id[]=2 (our stand-in path for "channels with channel_id filter").
 */
export function handbookValueApi(urlPath = '') {
  const base = sitePath('/api/hb/handbook-values', urlPath);
  const organizations = d.record({ organizations: organizationsOf });
  return {
    /** The value with its handbook, and (in `organizations`) the organizations it may belong to. */
    async get(id: number, signal?: AbortSignal): Promise<LoadedValue> {
      const data = await api.get<unknown>(`${base}/${id}`, { signal });
      return { value: required(valueRecordOf(data), 'handbook value'), organizations: organizations(data).organizations };
    },
    async update(id: number, input: HandbookValueInput): Promise<HandbookValueRecord> {
      const saved = await api.put<unknown>(`${base}/${id}`, input);
      return valueRecordOf(saved.data) ?? { id, ...input, handbookName: '' };
    },
    async channels(ids: number[], signal?: AbortSignal): Promise<Channel[]> {
      if (ids.length === 0) return [];
      const page = await api.list<Channel>(sitePath('/api/hb/channels', urlPath), { rows: channelsOf, params: { channel_id: ids }, signal });
      return page.rows;
    },
  };
}

export type HandbookValueApi = ReturnType<typeof handbookValueApi>;
