import { pagePath } from '@core/basePath';
import { d, isObject } from '@core/decode';
import { api, type Page, type Preview, type Saved } from '@core/http';
import { chosen, spec, type Calls } from '@core/calls';
import { LIMITS, typeKey, type BulkParams, type LimitKey } from './params';

/** Issue 41: what the page asks the backend for (A 7 Bulk edit), and what it does without what the spec does not name. */
export const calls = {
  search: spec('A 7 Bulk edit GET {search url} with filters (data: the list; the url is the `url` prop, default the page)'),
  save: spec('A 7 Bulk edit PUT {save url} {ids, params} (a bare {success: true} is a save)'),
  filterNames: chosen('the query names filters[name], filters[creative_id][], filters[campaign_id][], filters[status]: a backend that reads others lists every creative, and the operator ticks the ones to change'),
  statuses: chosen('the status values active / blocked the status param offers: the spec lists no creative statuses'),
  pageSettings: spec('A 7 Data access Page settings GET/POST /api/user/page-settings (action creatives-bulk-edit): the columns the operator chose (a failed read: the default ones)'),
  moreColumns: chosen('the columns beyond A 2’s default ones read the A 3 creative fields status, the limits with their _type, comment from the search’s rows: a field the answer lacks shows empty'),
} satisfies Calls;

/** A 3: a creative as the bulk search lists it (the default columns, then those the operator may choose). */
export interface BulkCreative {
  creative_id: number;
  name: string;
  campaign_id: number | null;
  limit_date_begin: string;
  limit_date_end: string;
  status: string;
  comment: string;
  /** Each limit (null: none or unknown) and whether it is a percent of the campaign (its `_type` percent_campaign). */
  limits: Record<LimitKey, { value: number | null; percent: boolean }>;
}

function limitsOf(raw: Record<string, unknown>): BulkCreative['limits'] {
  return Object.fromEntries(LIMITS.map(([key]) => [key, { value: d.number(raw[key]), percent: raw[typeKey(key)] === 'percent_campaign' }])) as BulkCreative['limits'];
}

/** A creative without its id cannot be chosen or changed: it is left out. */
function creativeOf(raw: unknown): BulkCreative | null {
  if (!isObject(raw)) return null;
  const id = d.id(raw.creative_id) ?? d.id(raw.id);
  if (id === null) return null;
  return {
    creative_id: id,
    name: d.text(raw.name),
    campaign_id: d.id(raw.campaign_id),
    limit_date_begin: d.text(raw.limit_date_begin),
    limit_date_end: d.text(raw.limit_date_end),
    status: d.text(raw.status),
    comment: d.text(raw.comment),
    limits: limitsOf(raw),
  };
}

/** Each id once: a repeated one would be a second row of the same key. */
export function creativesOf(raw: unknown): BulkCreative[] {
  const seen = new Set<number>();
  return d.list(creativeOf)(raw).filter((row): row is BulkCreative => row !== null && !seen.has(row.creative_id) && Boolean(seen.add(row.creative_id)));
}

export interface BulkQuery {
  name: string;
  ids: number[];
  campaignIds: number[];
  status: string;
}

/** The only place that knows this screen's URL: GET {url} with the filters, PUT {url} {ids, params}. */
export function creativesBulkEditApi(url: string = pagePath()) {
  return {
    search: (query: BulkQuery, signal?: AbortSignal, preview?: Preview<BulkCreative>): Promise<Page<BulkCreative>> =>
      api.list<BulkCreative>(url, {
        rows: creativesOf,
        params: {
          'filters[name]': query.name || undefined,
          'filters[creative_id]': query.ids.length ? query.ids : undefined,
          'filters[campaign_id]': query.campaignIds.length ? query.campaignIds : undefined,
          'filters[status]': query.status || undefined,
        },
        signal,
        preview,
      }),
    save: (ids: number[], params: BulkParams): Promise<Saved<unknown>> => api.put<unknown>(url, { ids, params }),
  };
}

export type CreativesBulkEditApi = ReturnType<typeof creativesBulkEditApi>;
