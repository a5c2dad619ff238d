import { api, type Page, type Preview } from '@core/http';
import { reportsOf, type NonStdReport } from '@adconfig/shared/non-std-reports/report';

export interface NonStdReportsQuery {
  /** By name; '' = every report. */
  search: string;
}

/** The only place that knows this screen's URL: GET {baseUrl} (A 7), every report in one answer. */
export function nonStdReportsApi(base: string) {
  return {
    list: (query: NonStdReportsQuery, signal?: AbortSignal, preview?: Preview<NonStdReport>): Promise<Page<NonStdReport>> =>
      api.list<NonStdReport>(base, { rows: reportsOf, params: { search: query.search || undefined }, signal, preview }),
  };
}
export type NonStdReportsApi = ReturnType<typeof nonStdReportsApi>;
