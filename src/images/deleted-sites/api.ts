import { pagePath } from '../../core/basePath';
import { api, type Page } from '../../core/http';
import { pagingParams, type Paging } from '../../core/paging';

/** I 3: a deleted site with its partner. */
export interface DeletedSite {
  site_id: number;
  url: string;
  partner_id: number;
  partner_mail: string;
  partner_status: string;
}

/** I 7: a column of the table as the backend describes it. */
export interface DeletedSitesColumn {
  field: string;
  title: string;
  sorting?: boolean;
}

export interface DeletedSitesQuery {
  search: string;
  partnerIds: number[];
}

/** The only place that knows this screen's URLs: {page path}/search and {page path}/columns. */
export function deletedSitesApi(base: string = pagePath()) {
  return {
    search: (query: DeletedSitesQuery, paging: Paging, signal?: AbortSignal): Promise<Page<DeletedSite>> =>
      api.list<DeletedSite>(`${base}/search`, {
        params: {
          search: query.search || undefined,
          partner_id: query.partnerIds.length ? query.partnerIds.join(',') : undefined,
          ...pagingParams(paging),
        },
        signal,
      }),
    columns: (): Promise<DeletedSitesColumn[]> => api.get<DeletedSitesColumn[]>(`${base}/columns`),
  };
}

export type DeletedSitesApi = ReturnType<typeof deletedSitesApi>;
