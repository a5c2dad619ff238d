import { api, type StreamOptions } from '@core/http';
import { ApiError } from '@core/apiError';
import { sitePath } from '@core/basePath';
import { chosen, spec, type Calls } from '@core/calls';
import { d, isObject, LIST_CAP, required } from '@core/decode';

/** A 3: active or blocked; a status this page does not know is kept as it came (issue 41's round trip). */
export type SitesListStatus = string;

/** A site as the backend keeps it in a list (A 3); `id` is local to the list. */
export interface ApiSite {
  id?: number;
  name: string;
  url: string;
  cid: number | null;
  category_name?: string | null;
  /** null: not checked yet; false: failed the automatic check. */
  isAvailable: boolean | null;
  /** Y-m-d H:i:s of the last check, null when never checked. */
  checkedAt: string | null;
}

export interface SitesList {
  id: number;
  status: SitesListStatus;
  name: string;
  description: string | null;
  sites_count: number;
  created: string;
  updated: string;
  modified: string;
  sites: ApiSite[];
  /** Sites that failed the automatic check, when the backend sends them apart from `sites`. */
  unavailable?: ApiSite[];
  /** The list as it came (props or answer): a save is built on it, so fields the form does not edit go back as they came. */
  source: Readonly<Record<string, unknown>>;
}

export interface Category {
  id: number;
  name: string;
}

const SITE_SHAPE = {
  id: (raw: unknown) => d.id(raw) ?? undefined,
  name: d.text,
  url: d.text,
  cid: d.id,
  category_name: d.optionalText,
  isAvailable: d.bool,
  checkedAt: d.optionalText,
};

/** A site of the answer (an object: see `siteEntries`); a wrong-typed field reads as empty. */
export const decodeSite: (raw: unknown) => ApiSite = d.record(SITE_SHAPE);

/** The sites of the answer: entries that are not objects are left out. */
const sitesOf = d.records(SITE_SHAPE);

/**
 * The entries of the answer's site list as sent, at most LIST_CAP of them (not a list: none). GET leaves
 * them undecoded: SitesStore decodes the first screenful at once and the rest in slices (issue 31).
 */
export function siteEntries(raw: unknown): readonly unknown[] {
  if (!Array.isArray(raw)) return [];
  if (raw.length <= LIST_CAP) return raw;
  console.warn(`[api] a list of ${raw.length} items is cut to its first ${LIST_CAP}`);
  return raw.slice(0, LIST_CAP);
}

const fieldsOf = d.record({
  id: d.id,
  status: (v: unknown): SitesListStatus => (typeof v === 'string' && v !== '' ? v : 'active'),
  name: d.text,
  description: d.optionalText,
  sites_count: (v: unknown) => d.count(v) ?? 0,
  created: d.text,
  updated: d.text,
  modified: d.text,
});

/** The list's own fields; it must carry its id (the edit page goes to it). */
function fieldsAndSource(raw: unknown) {
  const list = fieldsOf(raw);
  return { list: { ...list, id: required(list.id, 'sites list id') }, source: isObject(raw) ? raw : {} };
}

/** The list as answered by POST and PUT; null for a bare answer ({success: true}: A 7 names no answer data). */
function listOf(raw: unknown): SitesList | null {
  if (!isObject(raw) || d.id(raw.id) === null) return null;
  const { list, source } = fieldsAndSource(raw);
  return { ...list, sites: sitesOf(source.sites), unavailable: sitesOf(source.unavailable), source };
}

/** The list as GET answers it, with its sites as sent (decoded by SitesStore.receive). */
export interface SitesListAnswer extends Omit<SitesList, 'sites' | 'unavailable'> {
  sites: readonly unknown[];
  unavailable: readonly unknown[];
}

function answerOf(raw: unknown): SitesListAnswer {
  const { list, source } = fieldsAndSource(raw);
  return { ...list, sites: siteEntries(source.sites), unavailable: siteEntries(source.unavailable), source };
}

/** A category as `{id, name}`, or as the spec's Category entity (A 3: `category_id`, `name_ru`). */
const categoryOf = d.record({ id: d.id, name: d.text, category_id: d.id, name_ru: d.text });
const categoriesOf = (raw: unknown): Category[] =>
  (Array.isArray(raw) ? raw.slice(0, LIST_CAP) : []).flatMap((item: unknown): Category[] => {
    if (!isObject(item)) return [];
    const c = categoryOf(item);
    const id = c.id ?? c.category_id;
    return id === null ? [] : [{ id, name: c.name || c.name_ru }];
  });

/** The body of POST / PUT (A 7): every site goes in `sites`, failed ones with isAvailable false. */
export interface SitesListPayload {
  /** The loaded list's other fields, sent back as they came. */
  [kept: string]: unknown;
  name: string;
  description: string;
  status: SitesListStatus;
  sites: ApiSite[];
}

export const INCORRECT_LIST = 'Incorrect list';

/** A 5: insert/update of a non-object payload is refused before any request is sent. */
function checked(payload: unknown): SitesListPayload {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) throw new ApiError(INCORRECT_LIST);
  return payload as SitesListPayload;
}

/** What this screen asks the backend for (issue 41): the spec's calls, and what it chose where the spec is silent. */
export const calls = {
  get: chosen('the list the page prints (`record` prop); without both the edit page says it could not load the list'),
  create: spec('A 7 POST /api/hb/sites-lists (answer data not named: without the new id the page goes to the lists)'),
  update: spec('A 7 PUT /api/hb/sites-lists/{id}'),
  categories: spec('A 7 GET /api/hb/categories'),
  export: spec('A 2 export link /api/hb/sites-lists/{id}/export'),
  ifMatch: chosen('the PUT’s If-Match header (the list’s `updated`): a backend that ignores it saves over another tab’s edits'),
} satisfies Calls;

/** `printed`: the list the page printed (props `record`), used instead of the GET when it is the one edited. */
export function sitesListApi(urlPath = '', printed?: unknown) {
  const lists = sitePath('/api/hb/sites-lists', urlPath);
  return {
    /** The page's list, else GET (`onSites`: the entries of `sites` in batches as the answer arrives, `SitesStore.preview`; the whole answer still resolves). */
    get: async (id: number, signal?: AbortSignal, onSites?: StreamOptions['onEntries']) =>
      isObject(printed) && d.id(printed.id) === id
        ? answerOf(printed)
        : answerOf(await api.get<unknown>(`${lists}/${id}`, { signal, stream: onSites && { path: ['data', 'sites'], onEntries: onSites } })),
    create: async (payload: SitesListPayload) => listOf((await api.post<unknown>(lists, checked(payload))).data),
    /** `version`: the list's `updated` as loaded; sent as If-Match so a save over another tab's is refused (409). */
    update: async (id: number, payload: SitesListPayload, version?: string) =>
      listOf((await api.put<unknown>(`${lists}/${id}`, checked(payload), version === undefined ? {} : { headers: { 'If-Match': JSON.stringify(version) } })).data),
    categories: async () => categoriesOf(await api.get<unknown>(sitePath('/api/hb/categories', urlPath))),
    /** The saved list as an Excel download (a plain link: the browser downloads it). */
    exportUrl: (id: number) => `${lists}/${id}/export`,
  };
}
export type SitesListApi = ReturnType<typeof sitesListApi>;
