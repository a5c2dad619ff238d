import { chosen, spec, type Calls } from '@core/calls';
import { sitePath } from '@core/basePath';
import { d, isObject } from '@core/decode';
import { api, type Page, type Saved } from '@core/http';
import { pagingParams, type Paging } from '@core/paging';
import { SITES_LISTS_PERMISSIONS, type SitesListsPermissions } from './props';
import { appliedHere } from './wholeAnswer';

export type SitesListStatus = 'active' | 'blocked';

/** A 3: a sites list as the table shows it (the list call leaves out its sites); `modified` is the user's login. */
const sitesListRow = d.record({
  id: d.id,
  status: d.oneOf<SitesListStatus | ''>(['active', 'blocked'], ''),
  name: d.text,
  description: d.text,
  sites_count: d.count,
  created: d.text,
  updated: d.text,
  modified: d.text,
});
export type SitesListRow = ReturnType<typeof sitesListRow> & { id: number };
/** A row without an id cannot be edited, exported or deleted: it is left out. */
const rowsOf = (raw: unknown): SitesListRow[] => d.list(sitesListRow)(raw).filter((row): row is SitesListRow => row.id !== null);

/**
 * A 6, A 7: the list answer's `permissions` object (its contents are not shown by the spec): read as the props'
 * flags, each a boolean or 0/1; a flag it does not carry (or carries garbled) is left to the props.
 */
export function permissionsOf(raw: unknown): SitesListsPermissions {
  const out: SitesListsPermissions = {};
  if (!isObject(raw)) return out;
  for (const name of SITES_LISTS_PERMISSIONS) {
    const flag = d.bool(raw[name]);
    if (flag !== null) out[name] = flag;
  }
  return out;
}

export interface SitesListsQuery {
  search: string;
  /** '' = every status. */
  status: SitesListStatus | '';
}

/** What this screen asks the backend for (issue 41): the spec's calls, and what it chose where the spec is silent. */
export const calls = {
  list: spec('A 7 GET /api/hb/sites-lists (data and permissions, filter status)'),
  remove: spec('A 7 DELETE /api/hb/sites-lists/{id}'),
  export: spec('A 2 export link /api/hb/sites-lists/{id}/export'),
  listParams: chosen('query parameters search, page, per_page, field, order (the spec names the search and sorting, not their parameters): a backend that ignores them and answers the whole list has it searched, filtered, sorted and paged here'),
} satisfies Calls;

/** The only place that knows this screen's URLs: /api/hb/sites-lists behind the site prefix (props.urlPath). */
export function sitesListsApi(urlPath = '') {
  const base = sitePath('/api/hb/sites-lists', urlPath);
  return {
    /** One page; an answer of the whole list (its params ignored) is searched, filtered and sorted here (`appliedHere`). */
    list: async (query: SitesListsQuery, paging: Paging, signal?: AbortSignal): Promise<Page<SitesListRow, { permissions: unknown }>> =>
      appliedHere(
        await api.list<SitesListRow, { permissions: unknown }>(base, {
          rows: rowsOf,
          params: { status: query.status || undefined, search: query.search || undefined, ...pagingParams(paging) },
          signal,
        }),
        query,
        paging,
      ),
    remove: (id: number): Promise<Saved<null>> => api.delete<null>(`${base}/${id}`),
    /** A download link (Excel), followed by the browser itself. */
    exportUrl: (id: number): string => `${base}/${id}/export`,
  };
}

export type SitesListsApi = ReturnType<typeof sitesListsApi>;
