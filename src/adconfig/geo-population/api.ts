import { sitePath } from '@core/basePath';
import { d } from '@core/decode';
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

/** This screen's calls: the geo tree's (shared with the geo option editors), the population's /api/hb/geo/population…. */
export function geoPopulationApi(urlPath = '') {
  const base = sitePath('/api/hb/geo', urlPath);
  const geo = geoTreeApi(urlPath);
  return {
    countries: () => geo.countries(),
    tree: geo.tree,
    population: async (id: number, signal?: AbortSignal): Promise<number | null> => populationOf(await api.get<unknown>(`${base}/population/${id}`, { signal })),
    savePopulation: async (id: number, total: number | null) => {
      const saved = await api.post<unknown>(`${base}/population/${id}`, { total });
      return { total: populationOf(saved.data), message: saved.message };
    },
    populations: async (): Promise<Map<number, number>> => populationsOf(await api.get<unknown>(`${base}/population`)),
  };
}

export type GeoPopulationApi = ReturnType<typeof geoPopulationApi>;
