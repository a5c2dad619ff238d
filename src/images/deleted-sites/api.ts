import { pagePath } from '@core/basePath';
import { chosen, spec, type Calls } from '@core/calls';
import { d, type Decoded } from '@core/decode';
import { api, type Page, type Preview } from '@core/http';
import { pagingParams, type Paging } from '@core/paging';

/** I 3: a deleted site with its partner (other fields the columns name are kept as plain values). */
const deletedSite = d.row({ site_id: d.id, url: d.text, partner_id: d.id, partner_mail: d.text, partner_status: d.text });
export type DeletedSite = ReturnType<typeof deletedSite> & { site_id: number };
/** A row without its site id cannot be told apart from the others: it is left out. */
const hasSiteId = (row: ReturnType<typeof deletedSite>): row is DeletedSite => row.site_id !== null;
const rowsOf = d.rows((raw): DeletedSite | null => {
  const row = deletedSite(raw);
  return hasSiteId(row) ? row : null;
});

/** I 7: a column of the table as the backend describes it; one without a field cannot be shown. */
const columnShape = { field: d.text, title: d.text, sorting: d.bool };
export type DeletedSitesColumn = Decoded<typeof columnShape>;
/** A table of more columns than this is no table to read (the spec names five): a broken or hostile answer, cut. */
export const MAX_COLUMNS = 50;
/** The columns with a field, each field once (a repeated one would be a second cell of the same key), at most MAX_COLUMNS. */
function columnsOf(raw: unknown): DeletedSitesColumn[] {
  const seen = new Set<string>();
  const columns: DeletedSitesColumn[] = [];
  for (const column of d.records(columnShape)(raw)) {
    if (column.field === '' || seen.has(column.field)) continue;
    seen.add(column.field);
    columns.push(column);
    if (columns.length === MAX_COLUMNS) break;
  }
  return columns;
}

export interface DeletedSitesQuery {
  search: string;
  partnerIds: number[];
}

/** The only place that knows this screen's URLs: {page path}/search and {page path}/columns. */
export function deletedSitesApi(base: string = pagePath()) {
  return {
    search: (query: DeletedSitesQuery, paging: Paging, signal?: AbortSignal, preview?: Preview<DeletedSite>): Promise<Page<DeletedSite>> =>
      api.list<DeletedSite>(`${base}/search`, {
        rows: rowsOf,
        params: {
          search: query.search || undefined,
          // A list as PHP reads one: partner_id[]=100&partner_id[]=107.
          partner_id: query.partnerIds.length ? query.partnerIds : undefined,
          ...pagingParams(paging),
        },
        signal,
        preview,
      }),
    columns: async (): Promise<DeletedSitesColumn[]> => columnsOf(await api.get<unknown>(`${base}/columns`)),
  };
}

export type DeletedSitesApi = ReturnType<typeof deletedSitesApi>;

/** What this screen asks the backend for (issue 41): the spec's calls only. */
export const calls = {
  search: spec('I 7 Deleted sites: GET /preferences/deleted/sites/search (data, meta.count)'),
  columns: spec('I 7 Deleted sites: GET …/columns (data); failed: the list with I 3\'s five columns and Повторить'),
  cells: chosen('the column fields partner_status, url, partner_mail (I 3 does not spell the keys); other keys: plain text'),
} satisfies Calls;
