import { sitePath } from '@core/basePath';
import { chosen, spec, type Calls } from '@core/calls';
import { d, isObject, required } from '@core/decode';
import { api } from '@core/http';
import { reportOf, type NonStdReport, type ReportFilter } from '@adconfig/shared/non-std-reports/report';
import { resultOf, type ReportResult } from '@adconfig/shared/non-std-reports/result';

/** What POST / PUT send (A 3, A 7), over the loaded report's other fields. */
export interface ReportPayload {
  [kept: string]: unknown;
  name: string;
  data_source: string;
  result_type: string;
  request_tpl: string;
  params: { filters: ReportFilter[] };
  organization_id: number | null;
  status: string;
}

export interface AccessUser {
  id: number;
  name: string;
}

/** A report as the editor keeps it: A 3's record, and the record as it came (a save is built on it). */
export type EditedReport = NonStdReport & { source: Readonly<Record<string, unknown>> };

const editedReport = (raw: unknown): EditedReport => ({ ...required(reportOf(raw), 'report id'), source: isObject(raw) ? raw : {} });

/** What a save answered: the report when the answer carries it (with an id), else null (A 7 names no answer data). */
const savedReport = (raw: unknown): EditedReport | null => (reportOf(raw) === null ? null : editedReport(raw));

/** What this screen asks the backend for (issue 41): the spec's calls, and what it chose where the spec is silent. */
export const calls = {
  get: chosen('the report the page prints (`record` prop); without both the edit page says it could not load the report'),
  create: spec('A 7 POST /stat/non-std-reports (answer data not named: without the new id the page goes to the list)'),
  update: spec('A 7 PUT /stat/non-std-reports/{id}'),
  remove: spec('A 7 DELETE /stat/non-std-reports/{id}'),
  preview: spec('A 7 POST /preview (its answer’s shape is ours: request, columns + data or url)'),
  buildRequest: spec('A 7 POST /build-request {request_tpl, params, params_types}'),
  runRequest: spec('A 7 POST /run-request {request, data_source, result_type}'),
  access: spec('A 7 PUT /{id}/access {roles, users}'),
  users: spec('A 7 GET /users/?is_row=1&user_id={id}; GET /users with user_id list'),
} satisfies Calls;

/** A user of GET /users: user_id (or id), with the name or login to show. */
function userOf(raw: unknown): AccessUser | null {
  if (!isObject(raw)) return null;
  const id = d.id(raw.user_id) ?? d.id(raw.id);
  return id === null ? null : { id, name: d.text(raw.name) || d.text(raw.login) };
}

/** The only place that knows this screen's URLs: {baseUrl} (A 7) and {urlPath}/users. */
export function nonStdReportEditApi(base: string, urlPath = '', printed?: unknown) {
  const users = sitePath('/users', urlPath);
  return {
    /** The report the page printed (props `record`), else GET {baseUrl}/{id} (ajax; a call the spec does not name). */
    get: async (id: number, signal?: AbortSignal): Promise<EditedReport> =>
      editedReport(reportOf(printed)?.id === id ? printed : await api.get<unknown>(`${base}/${id}`, { signal })),
    create: async (payload: ReportPayload) => {
      const saved = await api.post<unknown>(base, payload);
      return { report: savedReport(saved.data), redirect: saved.redirect };
    },
    update: async (id: number, payload: ReportPayload) => {
      const saved = await api.put<unknown>(`${base}/${id}`, payload);
      return { report: savedReport(saved.data), redirect: saved.redirect };
    },
    remove: async (id: number) => (await api.delete<unknown>(`${base}/${id}`)).message,
    /** POST /build-request → the SQL text (data.request, or data itself when it is text). */
    buildRequest: async (body: { request_tpl: string; params: Record<string, string>; params_types: Record<string, string> }) => {
      const { data } = await api.post<unknown>(`${base}/build-request`, body);
      return isObject(data) ? d.text(data.request) : d.text(data);
    },
    /**
     * POST /preview (A 7) with the report as typed (the save's fields, unsaved): the answer's `request` (the SQL, when
     * sent) and its result (`columns` + `data`, or `url`; none: no result shown). The spec names the call, not its shapes.
     */
    preview: async (payload: ReportPayload): Promise<{ sql: string | null; result: ReportResult | null }> => {
      const { data } = await api.post<unknown>(`${base}/preview`, payload);
      if (!isObject(data)) return { sql: typeof data === 'string' ? data : null, result: null };
      const sql = typeof data.request === 'string' ? data.request : null;
      const hasResult = 'url' in data || 'columns' in data || 'data' in data;
      return { sql, result: hasResult ? resultOf(data) : null };
    },
    runRequest: async (body: { request: string; data_source: string; result_type: string }): Promise<ReportResult> =>
      resultOf((await api.post<unknown>(`${base}/run-request`, body)).data),
    saveAccess: async (id: number, access: { roles: string[]; users: number[] }) => (await api.put<unknown>(`${base}/${id}/access`, access)).message,
    /** GET /users/?is_row=1&user_id={id}: the user, or null when there is none. */
    user: async (id: number): Promise<AccessUser | null> => userOf(await api.get<unknown>(`${users}/`, { params: { is_row: 1, user_id: id } })),
    /** GET /users with the user_id list: the names of the users already given access. */
    users: async (ids: number[]): Promise<AccessUser[]> => {
      const data = await api.get<unknown>(users, { params: { user_id: ids } });
      return d.list(userOf)(data).filter((u): u is AccessUser => u !== null);
    },
  };
}
export type NonStdReportEditApi = ReturnType<typeof nonStdReportEditApi>;
