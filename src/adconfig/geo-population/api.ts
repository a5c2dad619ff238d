import { sitePath } from '../../core/basePath';
import { d } from '../../core/decode';
import { api } from '../../core/http';

/** A geo object of the tree (A 3: short keys id, n, pid, t, s, i). */
export interface GeoObject {
  id: number;
  name: string;
  parentId: number | null;
  type: string;
  sort: number;
  /** i: the object has a population set. */
  hasPopulation: boolean;
}

const rawShort = d.record({ id: d.id, n: d.text, pid: d.id, t: d.text, s: d.int, i: d.bool });

/** The short answer, untrusted: items without an id are left out; an object is its own parent → a root. */
export function objectsOf(raw: unknown): GeoObject[] {
  return d.list(rawShort)(raw).flatMap((o) =>
    o.id === null ? [] : [{ id: o.id, name: o.n || `#${o.id}`, parentId: o.pid === o.id ? null : o.pid, type: o.t, sort: o.s ?? 0, hasPopulation: o.i === true }],
  );
}

const rawPopulation = d.record({ object_id: d.id, total: d.count });

/** {object_id, total}: a total that is not a count reads as not set (null). */
export function populationOf(raw: unknown): number | null {
  return rawPopulation(raw).total;
}

/** Every population the backend keeps, by object id. */
export function populationsOf(raw: unknown): Map<number, number> {
  const map = new Map<number, number>();
  for (const p of d.list(rawPopulation)(raw)) if (p.object_id !== null && p.total !== null) map.set(p.object_id, p.total);
  return map;
}

/** The only place that knows this screen's URLs: /api/hb/geo/… behind the site prefix. */
export function geoPopulationApi(urlPath = '') {
  const base = sitePath('/api/hb/geo', urlPath);
  return {
    countries: async (): Promise<GeoObject[]> => objectsOf(await api.get<unknown>(`${base}/countries/`, { params: { short: 1 } })),
    tree: async (countryId: number, signal?: AbortSignal): Promise<GeoObject[]> => objectsOf(await api.get<unknown>(`${base}/tree/${countryId}`, { params: { short: 1 }, signal })),
    population: async (id: number, signal?: AbortSignal): Promise<number | null> => populationOf(await api.get<unknown>(`${base}/population/${id}`, { signal })),
    savePopulation: async (id: number, total: number | null) => {
      const saved = await api.post<unknown>(`${base}/population/${id}`, { total });
      return { total: populationOf(saved.data), message: saved.message };
    },
    populations: async (): Promise<Map<number, number>> => populationsOf(await api.get<unknown>(`${base}/population`)),
  };
}

export type GeoPopulationApi = ReturnType<typeof geoPopulationApi>;
