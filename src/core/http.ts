import { ApiError, OFFSITE_ERROR, REDIRECT_ERROR, type RawErrors } from './apiError';
import { d, LIST_CAP, type Decoder, type RowsDecoder } from './decode';
import type { StreamOptions } from './jsonStream';
import { BIG_ANSWER, FIRST_SLICE } from './slices';

export type { StreamOptions };
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
  /**
   * Reads the answer as it arrives (issue 31): `onEntries` gets the entries of the array at `path` (keys from
   * the envelope: ['data'], ['data', 'sites']) in batches as soon as each is complete, before the rest of the
   * body is in. The call still resolves with the whole answer. Entries handed over from an answer that then
   * fails (a cut body, success false) are the caller's to drop when the call throws.
   */
  stream?: StreamOptions;
}

/**
 * What this client reads of a fetch answer: the browser's Response (in jest, the stand-in's answer,
 * fixtures/server/testing/backend.ts).
 */
export type FetchAnswer = Pick<Response, 'ok' | 'status' | 'type' | 'json'> & { body?: ReadableStream<Uint8Array> | null };

/** Sent with every call; the CSRF token joins them at mount (setCsrfToken). */
const commonHeaders: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' };

/**
 * A value as the query has always been written (axios' encoding, which the backend reads): percent-encoded
 * but for `:`, `$` and `,`, a space as `+`.
 */
function encode(value: string): string {
  return encodeURIComponent(value).replace(/%3A/gi, ':').replace(/%24/g, '$').replace(/%2C/gi, ',').replace(/%20/g, '+');
}

/**
 * The query of `params`: null and undefined left out; a list as `key[]=a&key[]=b` (`brackets`, the
 * only list PHP's query parser reads; a key already ending in `[]` keeps its one pair of brackets), or
 * each item under its key as written (`repeat`).
 */
export function queryString(params: Params, arrays: RequestOptions['arrays'] = 'brackets'): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (!Array.isArray(value)) {
      pairs.push(`${encode(key)}=${encode(String(value))}`);
      continue;
    }
    const listKey = arrays === 'repeat' || key.endsWith('[]') ? key : `${key}[]`;
    for (const item of value) pairs.push(`${encode(listKey)}=${encode(String(item))}`);
  }
  return pairs.join('&');
}

/** `url` with `params` appended (after its own query, if it has one; a `#fragment` is never sent). */
export function withQuery(url: string, params?: Params, arrays?: RequestOptions['arrays']): string {
  const bare = url.split('#', 1)[0];
  const query = params ? queryString(params, arrays) : '';
  if (!query) return bare;
  return `${bare}${bare.includes('?') ? '&' : '?'}${query}`;
}

/**
 * A body as fetch sends it, with its type: a form (FormData, URLSearchParams), a file or a text as it is
 * (the browser writes their Content-Type, a form's boundary included), anything else as JSON.
 */
function bodyOf(data: unknown): { body?: BodyInit; type?: string } {
  if (data === undefined || data === null) return {};
  if (data instanceof FormData || data instanceof URLSearchParams || data instanceof Blob || data instanceof ArrayBuffer || typeof data === 'string') return { body: data };
  return { body: JSON.stringify(data), type: 'application/json' };
}

const abortError = (): DOMException => new DOMException('The request was aborted.', 'AbortError');

export function readCsrfToken(doc: Document = document): string {
  return doc.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? '';
}

/** Read once, at mount (see mount.tsx). */
export function setCsrfToken(token: string): void {
  commonHeaders['X-CSRF-Token'] = token;
}

/** A call given up by its AbortSignal (fetch's AbortError): not an error to show. */
export function isAborted(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
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

/**
 * One call: the envelope of a success, else an ApiError (or fetch's AbortError when the signal gave it up).
 *
 * The URL is resolved as the browser will resolve it (document base, the browser's own parser) and refused
 * before anything is sent, headers included, unless it stays on the page's origin: the CSRF token never
 * reaches another host, whatever a prop, the page path or an answer put in the URL. And `redirect: 'manual'`:
 * a 3xx answer is never followed, since the browser would repeat the request, X-CSRF-Token included (for
 * 307/308 the same PUT or POST), wherever the Location points; it comes back as an opaque answer (status 0)
 * and is an error (REDIRECT_ERROR).
 */
async function request<T>(method: string, url: string, data: unknown, opts: RequestOptions = {}): Promise<Envelope<T>> {
  const address = withQuery(url, opts.params, opts.arrays);
  const target = resolveUrl(address);
  if (target === null || target.origin !== window.location.origin) {
    console.error(`[http] ${method} ${JSON.stringify(address)} refused: it resolves to ${target?.origin ?? 'no valid URL'}, not this page's origin ${window.location.origin}`);
    throw new ApiError(OFFSITE_ERROR, { status: 0 });
  }
  const { body, type } = bodyOf(data);
  const headers = { ...commonHeaders, ...(type ? { 'Content-Type': type } : {}), ...opts.headers };
  const { signal } = opts;
  // Where the body can be a stream (a browser), its reader is asked for beside the request.
  const reader = opts.stream && typeof TextDecoder === 'function' ? streamReader() : null;
  // Unused when the answer fails (read whole): its failure to load is then no one's.
  reader?.catch(() => undefined);
  let response: FetchAnswer;
  let answer: unknown;
  try {
    // Looked up at each call: the page's fetch (in jest, the stand-in's, installed by src/test/setup.ts).
    response = await window.fetch(target.href, { method, headers, body, signal, redirect: 'manual' });
    // An opaque redirect (fetch's answer to a 3xx under redirect: 'manual'): not followed, said as an error.
    if (response.type === 'opaqueredirect' || response.status === 0) throw new ApiError(REDIRECT_ERROR, { status: 0 });
    // A body that is not JSON (an HTML error page, a cut answer) is no envelope: a failure, below.
    answer = await readJson(response, opts.stream, signal, reader).catch((error: unknown) => {
      if (signal?.aborted) throw error;
      return undefined;
    });
  } catch (error) {
    if (signal?.aborted) throw abortError();
    if (error instanceof ApiError) throw error;
    // The network failed (fetch's TypeError): no answer, the fallback text.
    throw new ApiError('', { status: 0 });
  }
  const { status } = response;
  if (!isEnvelope(answer)) throw new ApiError('', { status });
  if (!response.ok || answer.success !== true) throw failureOf(answer, status);
  return answer as Envelope<T>;
}

/**
 * The stream reader, its own chunk: only the calls that stream load it (a few screens), and they ask for it as
 * the request leaves, so it is in by the time the answer's first bytes are.
 */
const streamReader = (): Promise<typeof import('./jsonStream')> => import(/* webpackChunkName: "json-stream" */ './jsonStream');

/**
 * The answer's JSON: read as it arrives when the call streams an array (and the body is a stream: a browser's
 * fetch), else whole by `response.json()`. A failing status is read whole: its entries are no rows. Not async:
 * a whole answer takes no more turns than `response.json()` (a test's act() expects the answer then).
 */
function readJson(response: FetchAnswer, stream: StreamOptions | undefined, signal: AbortSignal | undefined, reader: ReturnType<typeof streamReader> | null): Promise<unknown> {
  const body = response.body;
  if (!stream || !reader || !response.ok || !body || typeof TextDecoder !== 'function') return response.json();
  return reader.then(({ readJsonStream }) => readJsonStream(body, stream, signal));
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
