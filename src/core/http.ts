import axios, { type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { ApiError, OFFSITE_ERROR, REDIRECT_ERROR, type RawErrors } from './apiError';
import { d, LIST_CAP, type Decoder, type RowsDecoder } from './decode';
import type { StreamOptions } from './jsonStream';
import { resolveUrl } from './origin';
import { BIG_ANSWER, FIRST_SLICE } from './slices';

export type { StreamOptions };

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
  /**
   * The body as a form (`application/x-www-form-urlencoded`: the legacy pages' POST to the current page): a list as
   * `key[]=v`, a record as `key[field]=v`, null and undefined left out. Without it a record goes as JSON; a
   * FormData (multipart), URLSearchParams, Blob or text as it is.
   */
  form?: boolean;
  /**
   * Reads the answer as it arrives (issue 31): `onEntries` gets the entries of the array at `path` (keys from
   * the envelope: ['data'], ['data', 'sites']) in batches as soon as each is complete, before the rest of the
   * body is in. The call still resolves with the whole answer. Entries handed over from an answer that then
   * fails (a cut body, success false) are the caller's to drop when the call throws.
   */
  stream?: StreamOptions;
}

declare module 'axios' {
  // A call that streams its answer (RequestOptions.stream) says so in its config, which the response interceptor reads.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- a declaration merged into axios' repeats its type parameters
  interface AxiosRequestConfig<D, P> {
    stream?: StreamOptions;
  }
}

/**
 * What this client (axios' fetch adapter) reads of the page's fetch answer: the browser's Response; in jest, the
 * stand-in's (fixtures/server/testing/backend.ts) or a test's own.
 */
export type FetchAnswer = Pick<Response, 'status' | 'text'> &
  Partial<Pick<Response, 'ok' | 'type' | 'statusText' | 'json'>> & { headers?: Iterable<[string, string]>; body?: ReadableStream<Uint8Array> | null };

/** The page's fetch as this client calls it: the browser's (in jest, the stand-in's, src/test/setup.ts). */
type PageFetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/** Where the answer's body can be read as it arrives: a browser (jest's jsdom has no streams nor Response). */
const canStream = (): boolean => typeof ReadableStream === 'function' && typeof Response === 'function' && typeof TextDecoder === 'function';

/** `arrays: 'repeat'`: each item under its key as written (axios' own `indexes: null` would drop a key's `[]`). */
function repeatedKeys(params: Params): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) query.append(key, String(item));
  }
  return query.toString();
}

/**
 * The one HTTP client of every island on the page (ARCHITECTURE 3): axios on its fetch adapter.
 * - `redirect: 'manual'`: a 3xx is never followed, since the browser would repeat the request, X-CSRF-Token
 *   included (for 307/308 the same PUT or POST), wherever the Location points; it comes back as an opaque
 *   answer (status 0) and is an error (REDIRECT_ERROR).
 * - Lists in the query as `ids[]=1&ids[]=2`, the form PHP's parser reads (RequestOptions.arrays).
 * - Every status is read: the envelope says what failed (a 4xx carries one too), see the interceptors below.
 * - The page's fetch looked up at each call: jest installs the stand-in's before each test.
 */
export const http = axios.create({
  adapter: 'fetch',
  fetchOptions: { redirect: 'manual' },
  headers: { common: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' } },
  paramsSerializer: { indexes: false },
  formSerializer: { indexes: false },
  validateStatus: () => true,
  env: { fetch: (input: RequestInfo | URL, init?: RequestInit) => (window.fetch as PageFetch)(input, init) },
});

/**
 * Before anything leaves (headers included): the URL, params and all, resolved as the browser will resolve it
 * (document base, the browser's own parser) and refused unless it stays on the page's origin, so the CSRF token
 * never reaches another host, whatever a prop, the page path or an answer put in the URL.
 */
function refuseOtherOrigins(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const address = http.getUri(config);
  const target = resolveUrl(address);
  if (target === null || target.origin !== window.location.origin) {
    console.error(`[http] ${(config.method ?? 'get').toUpperCase()} ${JSON.stringify(address)} refused: it resolves to ${target?.origin ?? 'no valid URL'}, not this page's origin ${window.location.origin}`);
    throw new ApiError(OFFSITE_ERROR, { status: 0 });
  }
  // What goes out is what was checked: the resolved URL, its query in (a #fragment is never sent).
  target.hash = '';
  return { ...config, url: target.href, params: undefined, baseURL: undefined };
}
http.interceptors.request.use(refuseOtherOrigins);

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && 'success' in body;
}

const textOr = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The envelope's failure as an ApiError: `message`, else `error`; field errors; where to go. */
function failureOf(body: Envelope<unknown>, status: number): ApiError {
  const errors = typeof body.errors === 'object' && body.errors !== null ? body.errors : undefined;
  return new ApiError(textOr(body.message) || textOr(body.error), { status, errors, redirect: textOr(body.redirect) || undefined });
}

const abortError = (): DOMException => new DOMException('The request was aborted.', 'AbortError');

/**
 * The stream reader, its own chunk: only the calls that stream load it (a few screens), and they ask for it as
 * the request leaves, so it is in by the time the answer's first bytes are.
 */
const streamReader = (): Promise<typeof import('./jsonStream')> => import(/* webpackChunkName: "json-stream" */ './jsonStream');

/**
 * The body as JSON: a stream read as it arrives (its entries handed over on the way), a failing status read whole
 * (its entries are no rows); a body that is not JSON (an HTML error page, a cut answer) is undefined.
 */
async function bodyOf(response: AxiosResponse<unknown>): Promise<unknown> {
  const { data, config, status } = response;
  if (typeof ReadableStream !== 'function' || !(data instanceof ReadableStream)) return data;
  const signal = config.signal instanceof AbortSignal ? config.signal : undefined;
  try {
    if (!config.stream || status < 200 || status >= 300) return await new Response(data).json();
    const { readJsonStream } = await streamReader();
    return await readJsonStream(data, config.stream, signal);
  } catch {
    if (signal?.aborted) throw abortError();
    return undefined;
  }
}

/**
 * Every answer passes here: an opaque redirect is REDIRECT_ERROR; a body that is not our envelope (malformed JSON
 * arrives as a string) is a failure with the fallback text; a failing status or `success` other than true is the
 * envelope's failure; else the answer goes on with the envelope as its data.
 */
async function unwrapEnvelope(response: AxiosResponse<unknown>): Promise<AxiosResponse<Envelope<unknown>>> {
  if (response.status === 0) throw new ApiError(REDIRECT_ERROR, { status: 0 });
  const body = await bodyOf(response);
  const { status } = response;
  if (!isEnvelope(body)) throw new ApiError('', { status });
  if (status < 200 || status >= 300 || body.success !== true) throw failureOf(body, status);
  return { ...response, data: body };
}

/** A call given up by its signal is fetch's AbortError (not an error to show); no answer at all, the fallback text. */
function failedCall(error: unknown): never {
  if (error instanceof ApiError) throw error;
  if (axios.isCancel(error) || (axios.isAxiosError(error) && error.config?.signal?.aborted)) throw abortError();
  throw new ApiError('', { status: 0 });
}
http.interceptors.response.use(unwrapEnvelope, failedCall);

export function readCsrfToken(doc: Document = document): string {
  return doc.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? '';
}

/** Read once, at mount (see mount.tsx). */
export function setCsrfToken(token: string): void {
  http.defaults.headers.common['X-CSRF-Token'] = token;
}

/** A call given up by its AbortSignal (fetch's AbortError): not an error to show. */
export function isAborted(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/** A form's fields without null and undefined (left out, as the legacy forms never sent them). */
function present(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((item) => item !== null && item !== undefined).map(present);
  if (typeof value !== 'object' || value === null || value instanceof Blob) return value;
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined).map(([k, v]) => [k, present(v)]));
}

/** One call: the envelope of a success, else an ApiError (or fetch's AbortError when the signal gave it up). */
async function request<T>(method: string, url: string, data: unknown, opts: RequestOptions = {}): Promise<Envelope<T>> {
  const streaming = opts.stream !== undefined && canStream();
  // Asked for beside the request, so the reader is in by the time the answer's first bytes are.
  if (streaming) streamReader().catch(() => undefined);
  const response = await http.request<Envelope<T>>({
    method,
    url,
    data: opts.form ? present(data) : data,
    params: opts.params,
    signal: opts.signal,
    headers: { ...opts.headers, ...(opts.form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}) },
    ...(opts.arrays === 'repeat' ? { paramsSerializer: { serialize: repeatedKeys } } : {}),
    ...(streaming ? { responseType: 'stream', stream: opts.stream } : { responseType: 'json' }),
  });
  return response.data;
}

export interface ListOptions<T> extends RequestOptions {
  /** The rows of `data`: a RowsDecoder (`d.rows`) is decoded batch by batch as the answer arrives. */
  rows: Decoder<T[]> | RowsDecoder<T>;
  /**
   * The first screenful of a big answer while the rest is still arriving (issue 31): `rows` of the first
   * FIRST_SLICE entries of `data`, once, when more than BIG_ANSWER are in and more are coming. Not called for a
   * smaller answer (it is soon in whole and shown once), nor where the body is no stream (jest).
   */
  preview?: Preview<T>;
}
export type Preview<T> = (rows: T[]) => void;

/**
 * How a list answer is read as it arrives: with a RowsDecoder, every entry of `data` is decoded in the batch it
 * came in (no task decodes them all at once); with `preview`, the decoded first FIRST_SLICE go to it once the
 * answer shows itself big (more than BIG_ANSWER entries in, the array still open). A page of 50 or 100 rows is
 * shown once, whole. None: the answer is read whole.
 */
function listStream<T>(rowsOf: ListOptions<T>['rows'], preview: Preview<T> | undefined): { options: StreamOptions; rows: () => T[] | undefined } | undefined {
  const each = 'each' in rowsOf ? rowsOf.each : undefined;
  if (!each && !preview) return undefined;
  const first: unknown[] = [];
  const decoded: T[] = [];
  let count = 0;
  let previewed = false;
  const options: StreamOptions = {
    path: ['data'],
    onEntries: (entries, last) => {
      if (each) {
        for (let i = 0; i < entries.length && count + i < LIST_CAP; i++) {
          const row = each(entries[i]);
          if (row !== null) decoded.push(row);
        }
        if (count < LIST_CAP && count + entries.length > LIST_CAP) console.warn(`[api] a list of more than ${LIST_CAP} items is cut to its first ${LIST_CAP}`);
      } else {
        for (let i = 0; i < entries.length && first.length < FIRST_SLICE; i++) first.push(entries[i]);
      }
      count += entries.length;
      if (!preview || previewed || last || count <= BIG_ANSWER) return false;
      previewed = true;
      preview(each ? decoded.slice(0, FIRST_SLICE) : rowsOf(first));
      return true;
    },
  };
  // No entry came as a stream (jest's whole answers, `data` not a list, an empty list): decoded whole.
  return { options, rows: () => (each && count > 0 ? decoded : undefined) };
}

export const api = {
  /** GET → data. */
  async get<T>(url: string, opts?: RequestOptions): Promise<T> {
    return (await request<T>('GET', url, undefined, opts)).data as T;
  },
  /**
   * GET of a paginated list → rows (each through `row`, the screen's decoder) and the total
   * (meta.total_count, else meta.count, else the rows' number; null when the count is not a count).
   * With `preview`, the answer is read as it arrives and its first screenful shown before the rest is in.
   */
  async list<T, E extends object = Record<string, unknown>>(url: string, opts: ListOptions<T>): Promise<Page<T, E>> {
    const stream = listStream(opts.rows, opts.preview);
    const body = await request<unknown>('GET', url, undefined, stream ? { ...opts, stream: stream.options } : opts);
    const { data, meta: rawMeta, success, message, error, errors, ...extra } = body;
    const meta: ListMeta = typeof rawMeta === 'object' && rawMeta !== null ? rawMeta : {};
    // Rows decoded as they arrived, else (a whole answer, a decoder that looks across rows) all of them now.
    const rows = stream?.rows() ?? opts.rows(data);
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
