import { api } from '../../core/http';
import { ApiError } from '../../core/apiError';
import { sitePath } from '../../core/basePath';

export type SitesListStatus = 'active' | 'blocked';

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
}

export interface Category {
  id: number;
  name: string;
}

/** The body of POST / PUT (A 7): every site goes in `sites`, failed ones with isAvailable false. */
export interface SitesListPayload {
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

export function sitesListApi(urlPath = '') {
  const lists = sitePath('/api/hb/sites-lists', urlPath);
  return {
    get: (id: number) => api.get<SitesList>(`${lists}/${id}`),
    create: async (payload: SitesListPayload) => (await api.post<SitesList>(lists, checked(payload))).data,
    update: async (id: number, payload: SitesListPayload) => (await api.put<SitesList>(`${lists}/${id}`, checked(payload))).data,
    categories: () => api.get<Category[]>(sitePath('/api/hb/categories', urlPath)),
    /** The saved list as an Excel download (a plain link: the browser downloads it). */
    exportUrl: (id: number) => `${lists}/${id}/export`,
  };
}
export type SitesListApi = ReturnType<typeof sitesListApi>;
