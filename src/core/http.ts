import axios, { type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { ApiError, type RawErrors } from './apiError';

/** The backend's envelope around every answer. */
export interface Envelope<T> {
  success: boolean;
  data?: T;
  message?: string;
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
  total: number;
  meta: ListMeta;
  /** Other fields of the envelope (e.g. the permissions object of a sites-lists answer). */
  extra: Partial<E>;
}
export interface Saved<T> {
  data: T;
  message: string | undefined;
  redirect: string | undefined;
}

export type Params = Record<string, string | number | boolean | null | undefined | Array<string | number>>;
export interface RequestOptions {
  params?: Params;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** One axios instance for every island on the page: ajax + CSRF headers, the envelope unwrapped. */
export const http = axios.create({
  headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
  // Repeated keys (ids=1&ids=2), the form PHP backends read; no brackets.
  paramsSerializer: { indexes: null },
});

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

function toApiError(error: unknown): unknown {
  if (isAborted(error) || !axios.isAxiosError(error)) return error;
  const body: unknown = error.response?.data;
  if (isEnvelope(body)) {
    return new ApiError(body.message ?? '', { status: error.response?.status, errors: body.errors, redirect: body.redirect });
  }
  return new ApiError('', { status: error.response?.status ?? 0 });
}

async function send<T>(config: AxiosRequestConfig): Promise<Envelope<T>> {
  let response: AxiosResponse<unknown>;
  try {
    response = await http.request<unknown>(config);
  } catch (error) {
    throw toApiError(error);
  }
  const body = response.data;
  // A body that is not our envelope (malformed JSON arrives as a string) is a failure, not data.
  if (!isEnvelope(body)) throw new ApiError('', { status: response.status });
  if (body.success === false) {
    throw new ApiError(body.message ?? '', { status: response.status, errors: body.errors, redirect: body.redirect });
  }
  return body as Envelope<T>;
}

function request<T>(method: string, url: string, data: unknown, opts: RequestOptions = {}): Promise<Envelope<T>> {
  return send<T>({ method, url, data, params: opts.params, signal: opts.signal, headers: opts.headers });
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
  /** GET of a paginated list → rows and total (meta.total_count, else meta.count, else rows.length). */
  async list<T, E extends object = Record<string, unknown>>(url: string, opts?: RequestOptions): Promise<Page<T, E>> {
    const body = await request<T[]>('GET', url, undefined, opts);
    const { data, meta = {}, success, message, errors, ...extra } = body;
    const rows = Array.isArray(data) ? data : [];
    return { rows, total: meta.total_count ?? meta.count ?? rows.length, meta, extra: extra as Partial<E> };
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
  return { data: body.data as T, message: body.message, redirect: body.redirect };
}
