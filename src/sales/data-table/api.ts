import { pagePath } from '@core/basePath';
import { d } from '@core/decode';
import { api } from '@core/http';
import { pagingParams, type Paging } from '@core/paging';
import { reportColumnsOf, type ReportColumn } from '@core/report/columns';
import type { ReportPage } from '@core/report/ReportStore';
import { reportRow } from '@core/report/rows';
import type { TagMode } from './hash';
import { chosen, spec, type Calls } from '@core/calls';

/** A row: every plain field, shown by the columns' `field`. */
const tableRow = reportRow({});
export type TableRow = ReturnType<typeof tableRow>;
export const rowsOf = d.list(tableRow);
const totalsOf = (raw: unknown): TableRow[] => (Array.isArray(raw) ? rowsOf(raw) : raw && typeof raw === 'object' ? [tableRow(raw)] : []);

export interface TableQuery {
  /** [from, to] as Y-m-d, or null: no period. */
  dateRange: [string, string] | null;
  id: number | null;
  tags: number[];
  tagsMode: TagMode;
}

/** The spec's filters of {page}/data/ and {page}/columns/ (S 7): tags as ids (tags[]), tags_mode, date_range as a Y-m-d list, id. */
const filterParams = (q: TableQuery) => ({
  tags: q.tags.length ? q.tags : undefined,
  tags_mode: q.tags.length ? q.tagsMode : undefined,
  date_range: q.dateRange ?? undefined,
  id: q.id ?? undefined,
});

const extrasOf = d.record({ compiled_at: d.optionalText, totals: (raw: unknown) => raw });

/** The only place that knows this screen's URLs: GET {page}/data/ and GET {page}/columns/ (S 7). */
export function dataTableApi(base: string = pagePath()) {
  return {
    rows: async (query: TableQuery, paging: Paging, signal?: AbortSignal): Promise<ReportPage<TableRow>> => {
      const page = await api.list<TableRow>(`${base}/data/`, { rows: rowsOf, params: { ...filterParams(query), ...pagingParams(paging) }, signal });
      // Optional beside the spec's data and meta.total_count: totals and compiled_at, top level or in meta.
      const extras = extrasOf({ ...page.meta, ...page.extra });
      return { rows: page.rows, total: page.total, totals: totalsOf(extras.totals), compiledAt: extras.compiled_at, columns: [], info: undefined };
    },
    columns: async (query: TableQuery, signal?: AbortSignal): Promise<ReportColumn[]> => reportColumnsOf(await api.get<unknown>(`${base}/columns/`, { params: filterParams(query), signal })),
  };
}
export type DataTableApi = ReturnType<typeof dataTableApi>;

/** The screen's calls (issue 41). */
export const calls = {
  data: spec('S 7 GET {page}/data/ (tags, tags_mode, field, order, page, date_range, id; success, data, meta.total_count)'),
  columns: spec('S 7 GET {page}/columns/ (field, title, is_card, sorting)'),
  totals: chosen('answer fields `totals` and `compiled_at` of /data/: without them no totals row and no compile time'),
} satisfies Calls;
