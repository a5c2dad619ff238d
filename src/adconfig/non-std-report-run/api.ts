import { api } from '@core/http';
import { reportOf, type NonStdReport } from '@adconfig/shared/non-std-reports/report';
import { resultOf, type ReportResult } from '@adconfig/shared/non-std-reports/result';
import { chosen, spec, type Calls } from '@core/calls';
import { d, isObject, required } from '@core/decode';

/** The report as the run page reads it: A 3's record and the titles its filters may carry. */
export interface RunReport extends NonStdReport {
  /** A filter's title by its key (`params.filters[].title`, else `name` or `label`; optional, ours): the label the operator reads. */
  titles: Map<string, string>;
}

/** The filters' titles by key; a filter without one is left out (its field is named by its key). */
export function filterTitlesOf(raw: unknown): Map<string, string> {
  const filters = d.field(d.object(raw).params, 'filters');
  const titles = new Map<string, string>();
  for (const f of Array.isArray(filters) ? filters.filter(isObject) : []) {
    const key = d.text(f.key).trim();
    const title = (d.text(f.title) || d.text(f.name) || d.text(f.label)).trim().slice(0, 200);
    if (key && title && !titles.has(key)) titles.set(key, title);
  }
  return titles;
}

/** The only place that knows this screen's URLs: {baseUrl}/{id} and {baseUrl}/{id}/execute (A 7). */
/** What this screen asks the backend for (issue 41): the spec's calls, and what it chose where the spec is silent. */
export const calls = {
  get: chosen('the report the page prints (`record` prop); without both the page says it could not load the report'),
  filterTitles: chosen('filters’ `title` (or `name`, `label`); without it each field is named by its key'),
  execute: spec('A 7 POST /stat/non-std-reports/{id}/execute (filters) → A 3 Result'),
} satisfies Calls;

/** `printed`: the report the page printed (props `record`), used instead of the GET when it is the one run. */
export function nonStdReportRunApi(base: string, printed?: unknown) {
  return {
    /** The page's report, else GET {baseUrl}/{id} (ajax): the report with its filters and their titles. */
    get: async (id: number, signal?: AbortSignal): Promise<RunReport> => {
      const raw = reportOf(printed)?.id === id ? printed : await api.get<unknown>(`${base}/${id}`, { signal });
      return { ...required(reportOf(raw), 'report id'), titles: filterTitlesOf(raw) };
    },
    /** POST {baseUrl}/{id}/execute {filters}: a table (columns + data) or a file (url). */
    execute: async (id: number, filters: Record<string, string>, signal?: AbortSignal): Promise<ReportResult> =>
      resultOf((await api.post<unknown>(`${base}/${id}/execute`, { filters }, { signal })).data),
  };
}
export type NonStdReportRunApi = ReturnType<typeof nonStdReportRunApi>;
