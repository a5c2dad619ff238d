import { api } from '@core/http';
import { reportOf, type NonStdReport } from '@adconfig/shared/non-std-reports/report';
import { resultOf, type ReportResult } from '@adconfig/shared/non-std-reports/result';
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
export function nonStdReportRunApi(base: string) {
  return {
    /** GET {baseUrl}/{id} (ajax): the report with its filters and their titles. */
    get: async (id: number, signal?: AbortSignal): Promise<RunReport> => {
      const raw = await api.get<unknown>(`${base}/${id}`, { signal });
      return { ...required(reportOf(raw), 'report id'), titles: filterTitlesOf(raw) };
    },
    /** POST {baseUrl}/{id}/execute {filters}: a table (columns + data) or a file (url). */
    execute: async (id: number, filters: Record<string, string>, signal?: AbortSignal): Promise<ReportResult> =>
      resultOf((await api.post<unknown>(`${base}/${id}/execute`, { filters }, { signal })).data),
  };
}
export type NonStdReportRunApi = ReturnType<typeof nonStdReportRunApi>;
