import { chosen, spec, type Calls } from '@core/calls';
import { sitePath } from '@core/basePath';
import { d, isObject } from '@core/decode';
import { api, type Page, type Params, type Saved } from '@core/http';
import type { Paging } from '@core/paging';

/** A 3: a banner of the targeting table; is_limited: added to the campaign's targeting. */
export interface TargetingRow {
  id: number;
  name: string;
  type_id: number | null;
  adv_engine_id: number | null;
  is_limited: boolean;
}

export interface TargetingQuery {
  name: string;
  type_id: number | null;
  /** '' any, 'yes' added, 'no' not added. */
  limited: '' | 'yes' | 'no';
}

function rowOf(raw: unknown): TargetingRow | null {
  if (!isObject(raw)) return null;
  const id = d.id(raw.banner_id) ?? d.id(raw.id);
  if (id === null) return null;
  return { id, name: d.text(raw.name), type_id: d.id(raw.type_id), adv_engine_id: d.id(raw.adv_engine_id), is_limited: d.bool(raw.is_limited) === true };
}

export const rowsOf = (raw: unknown): TargetingRow[] => (Array.isArray(raw) ? raw.map(rowOf).filter((row): row is TargetingRow => row !== null) : []);

/** The filters as sent: only those set, as filters[name], filters[type_id], filters[is_limited]. */
function filtersOf(query: TargetingQuery): Params {
  return {
    'filters[name]': query.name || undefined,
    'filters[type_id]': query.type_id ?? undefined,
    'filters[is_limited]': query.limited === '' ? undefined : query.limited === 'yes' ? 1 : 0,
  };
}

/** What this screen asks the backend for (issue 41): the spec's calls, and what it chose where the spec is silent. */
export const calls = {
  list: spec('A 7 Banners targeting table GET {url} with page, field, order, filters: data, meta.total_count, meta.per_page'),
  sync: spec('A 7 Banner sync: POST/DELETE on the banners url with body banners; DELETE {url}/clear'),
  bannersUrl: chosen('the `bannersUrl` prop; without it /api/campaigns/{id}/banners (the spec does not show the sync url)'),
  choicesAnswer: chosen('the `types` and `engines` props (the page prints them); without both #id shown and an empty type filter'),
} satisfies Calls;

/**
 * The only place that knows this screen's URLs. GET {url} (A 7: page, field, order, filters; no per_page:
 * the answer says it); the banner sync call (A 7 "PUT/POST/DELETE on the banners url with body banners"):
 * POST {bannersUrl} {banners: [id]} adds, DELETE {bannersUrl} {banners: [id]} excludes, DELETE {bannersUrl}/clear excludes all.
 */
export function bannersTargetingApi(options: { url: string; bannersUrl?: string; urlPath?: string; campaignId: number }) {
  const bannersUrl = options.bannersUrl ?? sitePath(`/api/campaigns/${options.campaignId}/banners`, options.urlPath);
  return {
    list: (query: TargetingQuery, paging: Paging, signal?: AbortSignal): Promise<Page<TargetingRow>> =>
      api.list<TargetingRow>(options.url, {
        rows: rowsOf,
        params: { id: options.campaignId, page: paging.page, field: paging.sort || 'banner_id', order: paging.order, ...filtersOf(query) },
        signal,
      }),
    add: (ids: number[]): Promise<Saved<unknown>> => api.post<unknown>(bannersUrl, { banners: ids }),
    exclude: (ids: number[]): Promise<Saved<unknown>> => api.delete<unknown>(bannersUrl, { data: { banners: ids } }),
    /** A 7: DELETE {banners url}/clear excludes every banner of the campaign. */
    clear: (): Promise<Saved<unknown>> => api.delete<unknown>(`${bannersUrl}/clear`),
  };
}
export type BannersTargetingApi = ReturnType<typeof bannersTargetingApi>;
