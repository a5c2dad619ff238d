import { sitePath } from '../../core/basePath';
import { api, type Page, type Saved } from '../../core/http';
import { pagingParams, type Paging } from '../../core/paging';

export type SitesListStatus = 'active' | 'blocked';

/** A 3: a sites list as the table shows it (the list call leaves out its sites). */
export interface SitesListRow {
  id: number;
  status: SitesListStatus;
  name: string;
  description: string;
  sites_count: number;
  created: string;
  updated: string;
  /** Login of the user who changed it last. */
  modified: string;
}

export interface SitesListsQuery {
  search: string;
  /** '' = every status. */
  status: SitesListStatus | '';
}

/** The only place that knows this screen's URLs: /api/hb/sites-lists behind the site prefix (props.urlPath). */
export function sitesListsApi(urlPath = '') {
  const base = sitePath('/api/hb/sites-lists', urlPath);
  return {
    list: (query: SitesListsQuery, paging: Paging, signal?: AbortSignal): Promise<Page<SitesListRow>> =>
      api.list<SitesListRow>(base, {
        params: { status: query.status || undefined, search: query.search || undefined, ...pagingParams(paging) },
        signal,
      }),
    remove: (id: number): Promise<Saved<null>> => api.delete<null>(`${base}/${id}`),
    /** A download link (Excel), followed by the browser itself. */
    exportUrl: (id: number): string => `${base}/${id}/export`,
  };
}

export type SitesListsApi = ReturnType<typeof sitesListsApi>;
