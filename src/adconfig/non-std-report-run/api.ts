import { api } from '../../core/http';
import { reportOf, type NonStdReport } from '../shared/non-std-reports/report';
import { resultOf, type ReportResult } from '../shared/non-std-reports/result';
import { required } from '../../core/decode';

/** The only place that knows this screen's URLs: {baseUrl}/{id} and {baseUrl}/{id}/execute (A 7). */
export function nonStdReportRunApi(base: string) {
  return {
    /** GET {baseUrl}/{id} (ajax): the report with its filters. */
    get: async (id: number, signal?: AbortSignal): Promise<NonStdReport> => required(reportOf(await api.get<unknown>(`${base}/${id}`, { signal })), 'report id'),
    /** POST {baseUrl}/{id}/execute {filters}: a table (columns + data) or a file (url). */
    execute: async (id: number, filters: Record<string, string>, signal?: AbortSignal): Promise<ReportResult> =>
      resultOf((await api.post<unknown>(`${base}/${id}/execute`, { filters }, { signal })).data),
  };
}
export type NonStdReportRunApi = ReturnType<typeof nonStdReportRunApi>;
