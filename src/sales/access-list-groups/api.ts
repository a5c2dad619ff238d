import { ApiError } from '@core/apiError';
import { sitePath } from '@core/basePath';
import { restCollection } from '@core/crud/restCollection';
import { d, isObject } from '@core/decode';
import { api, type Page, type Saved } from '@core/http';
import { chosen, spec, type Calls } from '@core/calls';

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

/** An opened filter list (S 7 `GET edit/?id`): what its answer says of it; its entries as text, in order. */
export interface AccessListDetails {
  filter_id: number;
  name: string;
  filter_type: FilterType | '';
  items: string[];
}

/** An entry as text: a word as it is, a record by its value or name (`{value}`, `{name}`, `{domain}`); anything else is left out. */
const entryText = (raw: unknown): string | null => {
  if (typeof raw === 'string' || typeof raw === 'number') return String(raw);
  const record = d.record({ value: d.text, name: d.text, domain: d.text })(raw);
  return record.value || record.name || record.domain || null;
};

/** The list of an answer, or of `{list}` around it; the entries under `items`, `data`, `values` or `list`, or the answer a list itself (the spec names none). */
export function listDetailsOf(raw: unknown, asked: { filter_id: number; name: string }): AccessListDetails {
  const inner = d.field(raw, 'list');
  const source = isObject(inner) ? inner : d.object(raw);
  const one = d.record({ name: d.text, filter_name: d.text, filter_type: d.oneOf<FilterType | ''>(['white', 'black'], '') })(source);
  const entries = [source.items, source.data, source.values, inner, raw].find(Array.isArray) ?? [];
  return {
    filter_id: asked.filter_id,
    name: one.name || one.filter_name || asked.name,
    filter_type: one.filter_type,
    items: (entries as unknown[]).flatMap((e) => entryText(e) ?? []),
  };
}

export const groupsOf = (raw: unknown): AccessListGroup[] => d.list(groupOf)(raw).filter((g): g is AccessListGroup => g !== null);

/** S 7 `GET edit/?id` under /preferences/accesslists/: a list's page (and, asked with the ajax header, the list). */
const listPage = (urlPath: string, filterId: number): string => `${sitePath('/preferences/accesslists', urlPath)}/edit/?id=${filterId}`;

const pageOf = (rows: AccessListGroup[]): Page<AccessListGroup> => ({ rows, total: rows.length, meta: { total_count: rows.length }, extra: {} });

/**
 * The only place that knows this screen's URLs: {urlPath}/preferences/accesslists/… (S 7). The groups are those
 * the page printed (`printed`); the groups' GET, which the spec does not name, only re-reads them after a change.
 * A backend without it (404) is not asked again: the page then shows the groups it knows, each change the backend
 * took applied to them.
 */
export function accessListGroupsApi(urlPath = '', printed?: AccessListGroup[]) {
  const base = sitePath('/preferences/accesslists/groups', urlPath);
  const collection = restCollection<AccessListGroup, never>(base, { row: groupOf });
  let known: AccessListGroup[] | null = printed ?? null;
  /** The first list is the printed groups, without a call. */
  let printedShown = known === null;
  /** The backend answered the groups' GET with 404: it has none, and is not asked again. */
  let noGet = false;
  const changed = (groupId: number, traits: (current: Trait[]) => Trait[]): void => {
    known = known?.map((g) => (g.id === groupId ? { ...g, traits: traits(g.traits) } : g)) ?? null;
  };
  return {
    /** GET /preferences/accesslists/groups: the groups with their lists (the page lists them; nothing else of the collection is called). */
    groups: {
      ...collection,
      list: async (...args: Parameters<typeof collection.list>): Promise<Page<AccessListGroup>> => {
        if (known !== null && (!printedShown || noGet)) {
          printedShown = true;
          return pageOf(known);
        }
        try {
          const page = await collection.list(...args);
          known = page.rows;
          return page;
        } catch (error) {
          if (known === null || !(error instanceof ApiError) || error.status !== 404) throw error;
          noGet = true;
          return pageOf(known);
        }
      },
    },
    /** S 7 `GET edit/?id`: one list opened, with its entries. */
    list: async (trait: Trait, signal?: AbortSignal): Promise<AccessListDetails> =>
      listDetailsOf(await api.get<unknown>(listPage(urlPath, trait.filter_id), { signal }), { filter_id: trait.filter_id, name: trait.filter_name }),
    /** The list's own page (the same address without the ajax header): a link the operator can open. */
    listPage: (filterId: number) => listPage(urlPath, filterId),
    /** GET /preferences/accesslists/?filter_type=white|black: the lists of one type. */
    lists: async (type: FilterType, signal?: AbortSignal): Promise<AccessList[]> =>
      accessListsOf(await api.get<unknown>(`${sitePath('/preferences/accesslists', urlPath)}/`, { params: { filter_type: type }, signal }), type),
    /** PUT …/{g}/add/{f}: a bare {success: true} added the list (named as the page listed it). */
    addList: async (groupId: number, list: Pick<AccessList, 'filter_id' | 'name'>): Promise<Saved<unknown>> => {
      const saved = await api.put<unknown>(`${base}/${groupId}/add/${list.filter_id}`);
      changed(groupId, (traits) => (traits.some((t) => t.filter_id === list.filter_id) ? traits : [...traits, { filter_id: list.filter_id, filter_name: list.name }]));
      return saved;
    },
    removeList: async (groupId: number, filterId: number): Promise<Saved<null>> => {
      const saved = await api.delete<null>(`${base}/${groupId}/rm/${filterId}`);
      changed(groupId, (traits) => traits.filter((t) => t.filter_id !== filterId));
      return saved;
    },
  };
}

export type AccessListGroupsApi = ReturnType<typeof accessListGroupsApi>;

/** The screen's calls (issue 41). */
export const calls = {
  groups: chosen('GET /preferences/accesslists/groups (the spec names only add and rm): the page shows the groups it prints (data-props `groups`); without this GET a change is shown applied to them'),
  groupsProp: chosen('prop `groups` (the groups with their traits, as the legacy page printed them): without it the page reads them by the GET above'),
  lists: spec('S 7 Filter lists: GET /preferences/accesslists/ (filter_type white or black)'),
  openList: spec('S 7 Filter lists: GET edit/?id (/preferences/accesslists/edit/?id={filter_id}): a list opened from its group, and the link to its page'),
  listEntries: chosen('the answer of GET edit/?id as JSON {name, filter_type, items: [entries]} (S 7 names the call, not its answer): without it the opened list shows no entries and offers its page'),
  addList: spec('S 7 PUT /preferences/accesslists/groups/{groupId}/add/{filterId}'),
  removeList: spec('S 7 DELETE /preferences/accesslists/groups/{groupId}/rm/{filterId}'),
} satisfies Calls;
