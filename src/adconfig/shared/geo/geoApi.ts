import { sitePath } from '@core/basePath';
import { d } from '@core/decode';
import { api } from '@core/http';
import { multiSearchRows, type MatchMode, type MultiSearchRow } from '@core/multiSearch/MultiSearchStore';

/** A geo object of the tree (A 3: short keys id, n, pid, t, s, i). */
export interface GeoObject {
  id: number;
  name: string;
  parentId: number | null;
  type: string;
  sort: number;
  /** i: is_exists (the geo population screen: a population is set). */
  hasPopulation: boolean;
}

const rawShort = d.record({ id: d.id, n: d.text, pid: d.id, t: d.text, s: d.int, i: d.bool });

/** The short answer, untrusted: items without an id are left out; an object is its own parent → a root. */
export function objectsOf(raw: unknown): GeoObject[] {
  return d.list(rawShort)(raw).flatMap((o) =>
    o.id === null ? [] : [{ id: o.id, name: o.n || `#${o.id}`, parentId: o.pid === o.id ? null : o.pid, type: o.t, sort: o.s ?? 0, hasPopulation: o.i === true }],
  );
}

/** A 3 Geo item: an object named for a list (its parent's name beside it), and whether it still exists. */
export interface GeoItem {
  id: number;
  name: string;
  parentName: string;
  /** is_exists: false when the backend no longer knows the object (null: not said). */
  exists: boolean | null;
}

const rawItem = d.record({ id: d.id, object_id: d.id, name: d.text, parent_name: d.text, is_exists: d.bool });

/** One geo item (`id` or `object_id`, name, parent_name, is_exists); null without an id. */
export function geoItemOf(raw: unknown): GeoItem | null {
  const item = rawItem(raw);
  const id = item.id ?? item.object_id;
  return id === null ? null : { id, name: item.name, parentName: item.parent_name, exists: item.is_exists };
}

/** A list of geo items; items without an id are left out. */
export const geoItemsOf = (raw: unknown): GeoItem[] => (Array.isArray(raw) ? raw.map(geoItemOf).filter((item): item is GeoItem => item !== null) : []);

/** The geo tree's calls (A 7 Geo): GET /api/hb/geo/countries/?short, /tree/{id}?short, /parents/{id}?short behind the site prefix. */
export function geoTreeApi(urlPath = '') {
  const base = sitePath('/api/hb/geo', urlPath);
  return {
    countries: async (signal?: AbortSignal): Promise<GeoObject[]> => objectsOf(await api.get<unknown>(`${base}/countries/`, { params: { short: 1 }, signal })),
    tree: async (countryId: number, signal?: AbortSignal): Promise<GeoObject[]> => objectsOf(await api.get<unknown>(`${base}/tree/${countryId}`, { params: { short: 1 }, signal })),
    /** The object and its ancestors (the chain up to its country). */
    parents: async (id: number, signal?: AbortSignal): Promise<GeoObject[]> => objectsOf(await api.get<unknown>(`${base}/parents/${id}`, { params: { short: 1 }, signal })),
  };
}
export type GeoTreeApi = ReturnType<typeof geoTreeApi>;

/** Ids asked per names lookup: a long URL is refused by servers and proxies long before a list of thousands fits in it. */
export const IDS_PER_LOOKUP = 200;

/**
 * The geo search calls (A 7 Geo): GET `{urlPath}/hb/geo/search/` with repeated `id` parameters (the spec's
 * own form, `id=1&id=2`) → the items' names; POST `{urlPath}/hb/geo-by-names` `{names, filter_type}` →
 * `[{search, result: [items]}]`.
 */
export function geoSearchApi(urlPath = '') {
  return {
    async byIds(ids: readonly number[], signal?: AbortSignal): Promise<GeoItem[]> {
      const found: GeoItem[] = [];
      for (let i = 0; i < ids.length; i += IDS_PER_LOOKUP) {
        const data = await api.get<unknown>(sitePath('/hb/geo/search/', urlPath), { params: { id: ids.slice(i, i + IDS_PER_LOOKUP) }, arrays: 'repeat', signal });
        found.push(...geoItemsOf(data));
      }
      return found;
    },
    async byNames(names: string[], mode: MatchMode, signal: AbortSignal): Promise<MultiSearchRow<GeoItem>[]> {
      return multiSearchRows((await api.post<unknown>(sitePath('/hb/geo-by-names', urlPath), { names, filter_type: mode }, { signal })).data, geoItemOf);
    },
  };
}
export type GeoSearchApi = ReturnType<typeof geoSearchApi>;
