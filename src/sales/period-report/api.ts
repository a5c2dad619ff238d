import { pagePath } from '@core/basePath';
import { d } from '@core/decode';
import type { FilterValues } from '@core/hash/filterValues';
import { api } from '@core/http';
import { chosen, spec, type Calls } from '@core/calls';
import { pagingParams, type Paging } from '@core/paging';
import { reportColumnsOf } from '@core/report/columns';
import { filterParams, filtersOf, type FilterSpec } from '@core/report/filters';
import { periodsOf, periodValuesOf } from '@core/report/periods';
import type { ReportPage } from '@core/report/ReportStore';
import { reportRow } from '@core/report/rows';

/** A row: its card fields (plain values, shown by the columns) and its values per period. */
const periodRow = reportRow({ periods: periodValuesOf });
export type PeriodRow = ReturnType<typeof periodRow>;
export const rowsOf = d.list(periodRow);
/** The totals answer's `data`: one row, or a list of them. */
const totalsOf = (raw: unknown): PeriodRow[] => (Array.isArray(raw) ? rowsOf(raw) : raw && typeof raw === 'object' ? [periodRow(raw)] : []);

/** What the report's answer says besides the rows: its sidebar. */
export interface PeriodReportInfo {
  filters: FilterSpec[];
}

const envelopeRest = d.record({ compiled_at: d.optionalText, columns: (raw: unknown) => raw, periods: (raw: unknown) => raw, filters: (raw: unknown) => raw, totals: (raw: unknown) => raw });

/** The screen's calls (issue 41). */
export const calls = {
  report: spec('S 7 Generic report: GET {uri} with filters (data, meta.total, filters, totals, compiled_at, columns, periods)'),
  totals: spec('S 7 Generic report: a second GET with get_totals=1 returns data as totals'),
  filterParams: chosen('filters sent as filters[name]=value and described as [{name, title, type, options}]: without `filters` no sidebar fields'),
  periodValues: chosen('each row\'s values per period as `periods: {key: {field: value}}`: any other layout leaves the period cells blank'),
} satisfies Calls;

/** S 7 generic report: GET {uri} (the page path) with the filters, paged and sorted; GET {uri}?get_totals=1 with the same filters. */
export function periodReportApi(uri: string = pagePath()) {
  return {
    report: async (filters: FilterValues, paging: Paging, signal?: AbortSignal): Promise<ReportPage<PeriodRow, PeriodReportInfo>> => {
      const params = filterParams(filters);
      const [page, totals] = await Promise.all([
        api.list<PeriodRow>(uri, { rows: rowsOf, params: { ...params, ...pagingParams(paging) }, signal }),
        api.get<unknown>(uri, { params: { ...params, get_totals: 1 }, signal }),
      ]);
      const rest = envelopeRest({ ...page.extra, ...page.meta });
      // meta.total is the spec's count; total_count (the usual list meta) is read by api.list when it is there.
      const total = d.field(page.meta, 'total') === undefined ? page.total : d.count(d.field(page.meta, 'total'));
      return {
        rows: page.rows,
        total,
        compiledAt: rest.compiled_at,
        columns: reportColumnsOf(rest.columns),
        periods: periodsOf(rest.periods),
        // The totals call is the spec's; an answer's own `totals` is used while that call answers none.
        totals: totalsOf(totals).length ? totalsOf(totals) : totalsOf(rest.totals),
        info: { filters: filtersOf(rest.filters) },
      };
    },
  };
}
export type PeriodReportApi = ReturnType<typeof periodReportApi>;
