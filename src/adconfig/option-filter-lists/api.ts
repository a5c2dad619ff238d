import { sitePath } from '@core/basePath';
import { d } from '@core/decode';
import { api } from '@core/http';
import type { FilterType } from './value';

/** A filter list to choose (A 7: GET /preferences/accesslists/?filter_type): its id and name. */
export interface FilterList {
  id: number;
  name: string;
}

const listShape = d.record({ filter_id: d.id, id: d.id, name: d.text, filter_name: d.text });

/** Lists of an answer: `{filter_id or id, name or filter_name}`; entries without an id left out. */
export function filterListsOf(raw: unknown): FilterList[] {
  return d.list(listShape)(raw).flatMap((l) => {
    const id = l.filter_id ?? l.id;
    return id === null ? [] : [{ id, name: l.name || l.filter_name }];
  });
}

/** The calls of the filter lists editor beside the option's own (optionApi). */
export function filterListsApi(urlPath = '') {
  const lists = `${sitePath('/preferences/accesslists', urlPath)}/`;
  return {
    /** GET /preferences/accesslists/?filter_type=white|black. */
    lists: async (type: FilterType, signal?: AbortSignal): Promise<FilterList[]> => filterListsOf(await api.get<unknown>(lists, { params: { filter_type: type }, signal })),
    /** GET {urlPath}/api/hb/filters-traits/{alias}: the lists attached to the option type (traits {filter_id, filter_name}). */
    traits: async (alias: string, signal?: AbortSignal): Promise<FilterList[]> =>
      filterListsOf(await api.get<unknown>(`${sitePath('/api/hb/filters-traits', urlPath)}/${encodeURIComponent(alias)}`, { signal })),
    /** The list's own page (A 7 `GET edit/?id`), opened from a chosen list. */
    editUrl: (id: number) => `${lists}edit/?id=${id}`,
  };
}

export type FilterListsApi = ReturnType<typeof filterListsApi>;
