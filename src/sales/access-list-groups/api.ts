import { sitePath } from '@core/basePath';
import { restCollection } from '@core/crud/restCollection';
import { d } from '@core/decode';
import { api, type Saved } from '@core/http';

/** S 3: a filter list attached to a group (a trait). */
export interface Trait {
  filter_id: number;
  filter_name: string;
}

/** S 3: an access-list group; `status` only satisfies the CRUD list (a group has none). */
export interface AccessListGroup {
  id: number;
  name: string;
  option_type_id: number | null;
  /** The option type's name (S 3: option_type_id, name, group), '' when the answer has none. */
  option_type: string;
  traits: Trait[];
  status: '';
}

export type FilterType = 'white' | 'black';
export const FILTER_TYPES: readonly FilterType[] = ['white', 'black'];

/** A filter list that can be attached (GET /preferences/accesslists/, filter_type white or black). */
export interface AccessList {
  filter_id: number;
  name: string;
  filter_type: FilterType;
}

const rawTrait = d.record({ filter_id: d.id, filter_name: d.text });
const traitsOf = (raw: unknown): Trait[] =>
  d.list(rawTrait)(raw).flatMap((t) => (t.filter_id === null ? [] : [{ filter_id: t.filter_id, filter_name: t.filter_name }]));

/** The option type as an object ({option_type_id, name, group}) or, from an older answer, its name. */
const optionTypeName = (raw: unknown): string => d.text(d.field(raw, 'name')) || d.text(raw);

const rawGroup = d.record({ id: d.id, name: d.text, option_type_id: d.id, option_type: optionTypeName, traits: traitsOf });

export function groupOf(raw: unknown): AccessListGroup | null {
  const g = rawGroup(raw);
  return g.id === null ? null : { ...g, id: g.id, status: '' };
}

/** A list of the answer; its own filter_type when it has one, else the type asked for; its name as `name` or `filter_name`. */
export function accessListsOf(raw: unknown, asked: FilterType): AccessList[] {
  const one = d.record({ filter_id: d.id, name: d.text, filter_name: d.text, filter_type: d.oneOf<FilterType | ''>(['white', 'black'], '') });
  return d.list(one)(raw).flatMap((l) => (l.filter_id === null ? [] : [{ filter_id: l.filter_id, name: l.name || l.filter_name, filter_type: l.filter_type || asked }]));
}

/** The only place that knows this screen's URLs: {urlPath}/preferences/accesslists/… (S 7). */
export function accessListGroupsApi(urlPath = '') {
  const base = sitePath('/preferences/accesslists/groups', urlPath);
  return {
    /** GET /preferences/accesslists/groups: the groups with their lists (the page lists them; nothing else of the collection is called). */
    groups: restCollection<AccessListGroup, never>(base, { row: groupOf }),
    /** GET /preferences/accesslists/?filter_type=white|black: the lists of one type. */
    lists: async (type: FilterType, signal?: AbortSignal): Promise<AccessList[]> =>
      accessListsOf(await api.get<unknown>(`${sitePath('/preferences/accesslists', urlPath)}/`, { params: { filter_type: type }, signal }), type),
    addList: (groupId: number, filterId: number): Promise<Saved<unknown>> => api.put<unknown>(`${base}/${groupId}/add/${filterId}`),
    removeList: (groupId: number, filterId: number): Promise<Saved<null>> => api.delete<null>(`${base}/${groupId}/rm/${filterId}`),
  };
}

export type AccessListGroupsApi = ReturnType<typeof accessListGroupsApi>;
