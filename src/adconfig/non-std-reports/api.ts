import { chosen, spec, type Calls } from '@core/calls';
import { api, type Page, type Preview } from '@core/http';
import { reportsOf, type NonStdReport } from '@adconfig/shared/non-std-reports/report';

export interface NonStdReportsQuery {
  /** By name; '' = every report. */
  search: string;
}

/** What this screen asks the backend for (issue 41): the spec's calls, and what it chose where the spec is silent. */
export const calls = {
  list: spec('A 7 Non-standard reports GET list'),
  search: chosen('the query parameter `search` (the spec names the search, not its parameter): a backend that ignores it lists every report'),
} satisfies Calls;

/** The only place that knows this screen's URL: GET {baseUrl} (A 7), every report in one answer. */
export function nonStdReportsApi(base: string) {
  return {
    list: (query: NonStdReportsQuery, signal?: AbortSignal, preview?: Preview<NonStdReport>): Promise<Page<NonStdReport>> =>
      api.list<NonStdReport>(base, { rows: reportsOf, params: { search: query.search || undefined }, signal, preview }),
  };
}
export type NonStdReportsApi = ReturnType<typeof nonStdReportsApi>;
