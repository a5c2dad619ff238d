import { sitePath } from '@core/basePath';
import { spec, type Calls } from '@core/calls';
import { d, isObject } from '@core/decode';
import { api } from '@core/http';
import { geoTreeApi } from '@adconfig/shared/geo/geoApi';

export { objectsOf, type GeoObject } from '@adconfig/shared/geo/geoApi';

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

/** An object's population as it came: its total, and the record (sent back with the new total, so nothing is lost). */
export interface LoadedPopulation {
  total: number | null;
  source: Readonly<Record<string, unknown>>;
}

/** What this screen asks the backend for (issue 41): every call is the spec's. */
export const calls = {
  countries: spec('A 7 Geo GET /api/hb/geo/countries/?short'),
  tree: spec('A 7 Geo GET /api/hb/geo/tree/{id}?short'),
  population: spec('A 7 Geo GET /api/hb/geo/population/{id}'),
  savePopulation: spec('A 7 Geo POST /api/hb/geo/population/{id}'),
  populations: spec('A 7 Geo GET /api/hb/geo/population'),
} satisfies Calls;

/** This screen's calls: the geo tree's (shared with the geo option editors), the population's /api/hb/geo/population…. */
export function geoPopulationApi(urlPath = '') {
  const base = sitePath('/api/hb/geo', urlPath);
  const geo = geoTreeApi(urlPath);
  return {
    countries: () => geo.countries(),
    tree: geo.tree,
    population: async (id: number, signal?: AbortSignal): Promise<LoadedPopulation> => {
      const data = await api.get<unknown>(`${base}/population/${id}`, { signal });
      return { total: populationOf(data), source: isObject(data) ? data : {} };
    },
    /** POST the record as loaded with its new total; an answer without data (a bare {success: true}) saved what was sent. */
    savePopulation: async (id: number, total: number | null, source: Readonly<Record<string, unknown>> = {}) => {
      const saved = await api.post<unknown>(`${base}/population/${id}`, { ...source, total });
      return { total: isObject(saved.data) ? populationOf(saved.data) : total, message: saved.message };
    },
    populations: async (): Promise<Map<number, number>> => populationsOf(await api.get<unknown>(`${base}/population`)),
  };
}

export type GeoPopulationApi = ReturnType<typeof geoPopulationApi>;
