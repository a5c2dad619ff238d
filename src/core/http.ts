import axios, { type AxiosRequestConfig, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { ApiError, OFFSITE_ERROR, REDIRECT_ERROR, type RawErrors } from './apiError';
import { d } from './decode';
import { resolveUrl } from './origin';

/** The backend's envelope around every answer. */
export interface Envelope<T> {
  success: boolean;
  data?: T;
  message?: string;
  /** Some endpoints name their message `error` (I 8, S 8: "message or error field"). */
  error?: string;
  errors?: RawErrors;
  meta?: ListMeta;
  redirect?: string;
}
export interface ListMeta {
  total_count?: number;
  count?: number;
  page?: number;
  per_page?: number;
}
export interface Page<T, E extends object = Record<string, unknown>> {
  rows: T[];
  /** null: the answer's count is missing or absurd (negative, not a number): shown as unknown. */
  total: number | null;
  meta: ListMeta;
  /** Other fields of the envelope (e.g. the permissions object of a sites-lists answer). */
  extra: Partial<E>;
}
export interface Saved<T> {
  data: T;
  message: string | undefined;
  redirect: string | undefined;
  /** Other fields of the envelope, when it has any (e.g. the `option` of an option save, A 7). */
  extra?: Record<string, unknown>;
}

export type Params = Record<string, string | number | boolean | null | undefined | Array<string | number>>;
export interface RequestOptions {
  params?: Params;
  /**
   * How a list in `params` is written. `brackets` (the default): `ids[]=1&ids[]=2`, the only list PHP's
   * query parser reads (a repeated plain key keeps its last value). `repeat`: `id=1&id=2`, for the one
   * call the spec names so (A 7, the geo search's "repeated id parameters") and for a query passed on as written.
   */
  arrays?: 'brackets' | 'repeat';
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/**
 * One axios instance for every island on the page: ajax + CSRF headers, the envelope unwrapped.
 * Sent with fetch and `redirect: 'manual'`: a 3xx answer is never followed, since the browser would
 * repeat the request, X-CSRF-Token included, wherever the Location points (XHR cannot be stopped
 * from following). The check below sees only the first URL; a redirect comes back as an opaque answer
 * (status 0) and is an error (REDIRECT_ERROR).
 */
export const http = axios.create({
  adapter: 'fetch',
  fetchOptions: { redirect: 'manual' },
  headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
  // Lists as `ids[]=1&ids[]=2`, the form PHP's query parser reads (see RequestOptions.arrays).
  paramsSerializer: { indexes: false },
});

/**
 * Every request passes here before it leaves: its URL is resolved as the browser will resolve it
 * (document base, the browser's own parser) and refused unless it stays on the page's origin, so the
 * CSRF token never reaches another host, whatever a prop, the page path or an answer put in the URL.
 */
function refuseOtherOrigins(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const url = http.getUri(config);
  const target = resolveUrl(url);
  if (target === null || target.origin !== window.location.origin) {
    console.error(`[http] ${(config.method ?? 'get').toUpperCase()} ${JSON.stringify(url)} refused: it resolves to ${target?.origin ?? 'no valid URL'}, not this page's origin ${window.location.origin}`);
    throw new ApiError(OFFSITE_ERROR, { status: 0 });
  }
  return config;
}
http.interceptors.request.use(refuseOtherOrigins);

export function readCsrfToken(doc: Document = document): string {
  return doc.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? '';
}

/** Read once, at mount (see mount.tsx). */
export function setCsrfToken(token: string): void {
  http.defaults.headers.common['X-CSRF-Token'] = token;
}

export function isAborted(error: unknown): boolean {
  return axios.isCancel(error) || (error instanceof DOMException && error.name === 'AbortError');
}

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && 'success' in body;
}

const textOr = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The envelope's failure as an ApiError: `message`, else `error`; field errors; where to go. */
function failureOf(body: Envelope<unknown>, status: number): ApiError {
  const errors = typeof body.errors === 'object' && body.errors !== null ? body.errors : undefined;
  return new ApiError(textOr(body.message) || textOr(body.error), { status, errors, redirect: textOr(body.redirect) || undefined });
}

function toApiError(error: unknown): unknown {
  if (isAborted(error) || error instanceof ApiError || !axios.isAxiosError(error)) return error;
  const status = error.response?.status ?? 0;
  const body: unknown = error.response?.data;
  return isEnvelope(body) ? failureOf(body, status) : new ApiError('', { status });
}

async function send<T>(config: AxiosRequestConfig): Promise<Envelope<T>> {
  let response: AxiosResponse<unknown>;
  try {
    response = await http.request<unknown>(config);
  } catch (error) {
    throw toApiError(error);
  }
  // An opaque redirect (fetch's answer to a 3xx under redirect: 'manual'): not followed, said as an error.
  if (response.status === 0) throw new ApiError(REDIRECT_ERROR, { status: 0 });
  const body = response.data;
  // A body that is not our envelope (malformed JSON arrives as a string) is a failure, not data.
  if (!isEnvelope(body)) throw new ApiError('', { status: response.status });
  if (body.success !== true) throw failureOf(body, response.status);
  return body as Envelope<T>;
}

/** `arrays: 'repeat'`: each item under its key as written (axios' own `indexes: null` drops a key's `[]`). */
function repeatedKeys(params: Params): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) query.append(key, String(item));
  }
  return query.toString();
}

function request<T>(method: string, url: string, data: unknown, opts: RequestOptions = {}): Promise<Envelope<T>> {
  const repeat = opts.arrays === 'repeat' ? { paramsSerializer: { serialize: repeatedKeys } } : {};
  return send<T>({ method, url, data, params: opts.params, signal: opts.signal, headers: opts.headers, ...repeat });
}

/** Form-encoded body (the legacy pages' POST to the current page): arrays as key[]=v. */
export function formBody(fields: Record<string, unknown>): URLSearchParams {
  const body = new URLSearchParams();
  const add = (key: string, value: unknown): void => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) value.forEach((item) => add(`${key}[]`, item));
    else if (typeof value === 'object') {
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) add(`${key}[${k}]`, v);
    } else body.append(key, String(value));
  };
  for (const [key, value] of Object.entries(fields)) add(key, value);
  return body;
}

export const api = {
  /** GET → data. */
  async get<T>(url: string, opts?: RequestOptions): Promise<T> {
    return (await request<T>('GET', url, undefined, opts)).data as T;
  },
  /**
   * GET of a paginated list → rows (each through `row`, the screen's decoder) and the total
   * (meta.total_count, else meta.count, else the rows' number; null when the count is not a count).
   */
  async list<T, E extends object = Record<string, unknown>>(url: string, opts: RequestOptions & { rows: (data: unknown) => T[] }): Promise<Page<T, E>> {
    const body = await request<unknown>('GET', url, undefined, opts);
    const { data, meta: rawMeta, success, message, error, errors, ...extra } = body;
    const meta: ListMeta = typeof rawMeta === 'object' && rawMeta !== null ? rawMeta : {};
    const rows = opts.rows(data);
    const counted = meta.total_count ?? meta.count;
    return { rows, total: counted === undefined ? rows.length : d.count(counted), meta, extra: extra as Partial<E> };
  },
  async post<T>(url: string, data?: unknown, opts?: RequestOptions): Promise<Saved<T>> {
    return saved(await request<T>('POST', url, data, opts));
  },
  async put<T>(url: string, data?: unknown, opts?: RequestOptions): Promise<Saved<T>> {
    return saved(await request<T>('PUT', url, data, opts));
  },
  async patch<T>(url: string, data?: unknown, opts?: RequestOptions): Promise<Saved<T>> {
    return saved(await request<T>('PATCH', url, data, opts));
  },
  /** DELETE; a body (ids, tags) goes in `data` as some calls of the spec expect. */
  async delete<T>(url: string, opts?: RequestOptions & { data?: unknown }): Promise<Saved<T>> {
    return saved(await request<T>('DELETE', url, opts?.data, opts));
  },
};

function saved<T>(body: Envelope<T>): Saved<T> {
  const { success, data, message, error, errors, meta, redirect, ...extra } = body;
  // Only when the envelope has other fields: the answer of every other call stays as it was.
  return { data: data as T, message, redirect, ...(Object.keys(extra).length > 0 ? { extra } : {}) };
}
