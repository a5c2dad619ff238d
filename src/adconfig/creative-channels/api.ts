import { sitePath } from '@core/basePath';
import { d, isObject } from '@core/decode';
import { api, type Page, type Params, type Preview, type Saved } from '@core/http';
import type { Paging } from '@core/paging';
import { chosen, spec, type Calls } from '@core/calls';

/** Issue 41: what the page asks the backend for (A 7 "under /creatives"), and what it does without what the spec does not name. */
export const calls = {
  list: spec('A 7 Creatives GET /creatives/{id}/channels (page, per_page; meta order_by, page, count, per_page; A 3 link rows)'),
  attach: spec('A 7 Creatives POST /creatives/attach-channel {creative_id, channel_id}'),
  detach: spec('A 7 Creatives POST /creatives/detach-channel {creative_id, channel_id}'),
  attachList: spec('A 7 Creatives POST /creatives/attach-list-channels'),
  detachList: spec('A 7 Creatives POST /creatives/detach-list-channels'),
  detachAll: spec('A 7 Creatives POST /creatives/detach-all-channels {creative_id}'),
  listFilters: chosen('the query names field, order and filters[search|status|is_limit_on_creative]: a backend that ignores them answers its own order and every channel'),
  creative: chosen('the answer’s `creative` beside the rows (its `campaign_name` or `campaign.name` names the campaign): without it the flight the page prints (data-props `creative`), with neither the info card shows the flight’s id alone; without the name the campaign’s number'),
  channelName: chosen('a row’s `name` (or `channel_name`): without it the channel is named by its id'),
  saveLimits: chosen('PUT {linkSaveUrl} {limits}, the URL given in props (`linkSaveUrl`, {creative_id} and {channel_id} filled in): the spec names no save of a link’s limits (attach-channel carries only creative_id and channel_id); without the prop the limits modal shows them read-only'),
  saveSubcategories: chosen('PUT {linkSaveUrl} {subcategories}, the URL given in props: the spec names no save of a link’s subcategories; without the prop they are shown, not changeable'),
} satisfies Calls;

/** A 3 per-channel limits; empty is null (A 5). */
export const LIMIT_FIELDS = ['limit_displayed', 'limit_displayed_daily', 'limit_clicked', 'limit_clicked_daily', 'limit_actions', 'limit_actions_daily', 'limit_budget', 'limit_budget_daily'] as const;
export type LimitField = (typeof LIMIT_FIELDS)[number];
export type Limits = Record<LimitField, number | null>;

export interface Subcategory {
  id: number;
  name: string;
}

/** A 3 creative-channel link row. */
export interface ChannelRow {
  id: number;
  name: string;
  url: string;
  status: string;
  site_id: number | null;
  comment: string;
  /** Added to the creative's limits (A 4). */
  is_limit_on_creative: boolean;
  /** A payout of the creative's scheme exists for the channel: without one it cannot be added (A 4). */
  payout_type_targeted: boolean;
  subcategories: number[];
  /** The site's subcategories to choose from. */
  categories: Subcategory[];
  limits: Limits;
}

/** The creative of the info card (optional: the answer's `creative`, else only its id is known). */
export interface CreativeInfo {
  name: string;
  campaign_id: number | null;
  /** The campaign's name when the answer gives it (`campaign_name`, or `campaign` as `{name}`); '' otherwise. */
  campaign_name: string;
  limit_date_begin: string;
  limit_date_end: string;
  status: string;
  reference: string;
}

export interface ChannelsQuery {
  search: string;
  status: string;
  /** '' any, 'yes' added, 'no' not added. */
  added: '' | 'yes' | 'no';
}

const ids = (raw: unknown): number[] => (Array.isArray(raw) ? raw.map(d.id).filter((id): id is number => id !== null) : []);

function categoriesOf(raw: unknown): Subcategory[] {
  return d.records({ category_id: d.id, category_name: d.text })(raw).flatMap((c) => (c.category_id === null ? [] : [{ id: c.category_id, name: c.category_name }]));
}

function rowOf(raw: unknown): ChannelRow | null {
  if (!isObject(raw)) return null;
  const id = d.id(raw.channel_id);
  if (id === null) return null;
  const limits = Object.fromEntries(LIMIT_FIELDS.map((f) => [f, d.number(raw[f])])) as Limits;
  return {
    id,
    name: d.text(raw.name) || d.text(raw.channel_name),
    url: d.text(raw.url),
    status: d.text(raw.status),
    site_id: d.id(raw.site_id),
    comment: d.text(raw.comment),
    is_limit_on_creative: d.bool(raw.is_limit_on_creative) === true,
    payout_type_targeted: d.bool(raw.payout_type_targeted) === true,
    subcategories: ids(raw.subcategories),
    categories: categoriesOf(raw.site_subcategories_categories),
    limits,
  };
}

export const rowsOf = (raw: unknown): ChannelRow[] => (Array.isArray(raw) ? raw.map(rowOf).filter((row): row is ChannelRow => row !== null) : []);

export function creativeOf(raw: unknown): CreativeInfo | null {
  if (!isObject(raw)) return null;
  return {
    name: d.text(raw.name),
    campaign_id: d.id(raw.campaign_id),
    campaign_name: d.text(raw.campaign_name) || d.text(d.field(raw.campaign, 'name')),
    limit_date_begin: d.text(raw.limit_date_begin),
    limit_date_end: d.text(raw.limit_date_end),
    status: d.text(raw.status),
    reference: d.text(raw.reference),
  };
}

/** A 9: the first page asks for 20; then the answer's meta.per_page, 50 when absent (or absurd). */
export const FIRST_PAGE_SIZE = 20;
export const PAGE_SIZE = 50;
export function perPageOf(meta: unknown): number {
  const n = d.count(d.field(meta, 'per_page'));
  return n !== null && n >= 1 && n <= 1000 ? n : PAGE_SIZE;
}

function filtersOf(query: ChannelsQuery): Params {
  return {
    'filters[search]': query.search || undefined,
    'filters[status]': query.status || undefined,
    'filters[is_limit_on_creative]': query.added === '' ? undefined : query.added === 'yes' ? 1 : 0,
  };
}

/**
 * The only place that knows this screen's URLs (A 7 "under /creatives"): GET /creatives/{id}/channels (page,
 * per_page, field, order, filters[…]; meta order_by, page, count, per_page); POST /creatives/attach-channel,
 * detach-channel ({creative_id, channel_id}), attach-list-channels, detach-list-channels ({creative_id, channels}),
 * detach-all-channels ({creative_id}); chosen: PUT {linkSaveUrl} with {limits} or {subcategories}, only when the page
 * gives that URL (props; `{creative_id}` and `{channel_id}` filled in).
 */
export function creativeChannelsApi(creativeId: number, urlPath = '', linkSaveUrl?: string) {
  const base = sitePath('/creatives', urlPath);
  const link = (channelId: number): string => {
    if (!linkSaveUrl) throw new Error('creative-channels: no linkSaveUrl prop, the link cannot be saved');
    return linkSaveUrl.replaceAll('{creative_id}', String(creativeId)).replaceAll('{channel_id}', String(channelId));
  };
  return {
    /** Whether a link's limits and subcategories can be saved: the page gave the chosen save's URL. */
    canSaveLink: Boolean(linkSaveUrl),
    list: (query: ChannelsQuery, paging: Paging, signal?: AbortSignal, preview?: Preview<ChannelRow>): Promise<Page<ChannelRow, { creative: unknown }>> =>
      api.list<ChannelRow, { creative: unknown }>(`${base}/${creativeId}/channels`, {
        rows: rowsOf,
        params: { page: paging.page, per_page: paging.perPage === 'all' ? undefined : paging.perPage, field: paging.sort || 'channel_id', order: paging.order, ...filtersOf(query) },
        signal,
        preview,
      }),
    attach: (channelId: number): Promise<Saved<unknown>> => api.post<unknown>(`${base}/attach-channel`, { creative_id: creativeId, channel_id: channelId }),
    detach: (channelId: number): Promise<Saved<unknown>> => api.post<unknown>(`${base}/detach-channel`, { creative_id: creativeId, channel_id: channelId }),
    attachList: (channels: number[]): Promise<Saved<unknown>> => api.post<unknown>(`${base}/attach-list-channels`, { creative_id: creativeId, channels }),
    detachList: (channels: number[]): Promise<Saved<unknown>> => api.post<unknown>(`${base}/detach-list-channels`, { creative_id: creativeId, channels }),
    detachAll: (): Promise<Saved<unknown>> => api.post<unknown>(`${base}/detach-all-channels`, { creative_id: creativeId }),
    saveLimits: (channelId: number, limits: Limits): Promise<Saved<unknown>> => api.put<unknown>(link(channelId), { limits }),
    saveSubcategories: (channelId: number, subcategories: number[]): Promise<Saved<unknown>> => api.put<unknown>(link(channelId), { subcategories }),
  };
}
export type CreativeChannelsApi = ReturnType<typeof creativeChannelsApi>;
