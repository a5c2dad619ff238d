/**
 * The generic REST collection of the spec (I 7 "generic list helper", S 7 payout types):
 * GET {base} with a random `rnd` (no cached answers), POST {base}, PUT and DELETE {base}/{id}, and
 * optionally a status switch call. Every answer is decoded: the list with the screen's row decoder,
 * a saved record with the same decoder, a switched status checked against the known statuses.
 */
import { d, type Decoder } from '../decode';
import { api, type Page, type Params, type Preview, type Saved } from '../http';

export type CrudStatus = 'active' | 'blocked';
export const CRUD_STATUSES: readonly CrudStatus[] = ['active', 'blocked'];

/** What the CRUD list and form need of a row: an id to address it, a status to switch. */
export interface CrudRow {
  id: number;
  status: string;
}

export interface StatusSwitchCall<Row> {
  /** Path between {base} and /{id}: 'toggle' → PUT {base}/toggle/{id} (I 7 coefficients). Default: PUT {base}/{id}. */
  path?: string;
  /**
   * The body: default `{status}`; payout types send the whole record (S 7: PUT …/{id} with a JSON body). `source` is
   * the record as the list answered it (null when that answer is gone): a whole-record PUT built on it keeps every
   * field and value the screen does not know (issue 41's round trip).
   */
  body?: (row: Row, status: CrudStatus, source: Readonly<Record<string, unknown>> | null) => unknown;
}

export interface RestCollectionOptions<Row> {
  /** Decodes one row of the answer; null leaves the row out (no id: it cannot be edited or deleted). */
  row: Decoder<Row | null>;
  /** The status switch call, when the collection has one. */
  status?: StatusSwitchCall<Row>;
  /**
   * PUT sends the record as the list last answered it with the input over it (issue 41's round trip: every
   * field and value the screen does not edit goes back as it came), and a bare answer is the record as sent.
   */
  sendsWholeRecord?: boolean;
}

export interface RestCollection<Row extends CrudRow, Input> {
  /** GET {base}?…params&rnd=N: the rows (the envelope's other fields in `extra`); `preview`: see ListStore. */
  list(params?: Params, signal?: AbortSignal, preview?: Preview<Row>): Promise<Page<Row>>;
  create(input: Input): Promise<Saved<Row | null>>;
  update(id: number, input: Input): Promise<Saved<Row | null>>;
  remove(id: number): Promise<Saved<null>>;
  /** The status the backend now keeps: its answer's `data.status`, else the one asked for. */
  setStatus(row: Row, status: CrudStatus): Promise<Saved<CrudStatus>>;
  /** The record of a row as the backend last answered it (or, after a bare save, as it was sent); null: none. */
  source(id: number): Readonly<Record<string, unknown>> | null;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A random cache-buster, as the old list helper sent (`rnd`). */
export const rnd = (): number => Math.floor(Math.random() * 1e9);

export function restCollection<Row extends CrudRow, Input>(base: string, options: RestCollectionOptions<Row>): RestCollection<Row, Input> {
  // Each row's record as the backend last answered it, by id: what a whole-record status switch is built on.
  const sources = new Map<number, Readonly<Record<string, unknown>>>();
  const decoded = (raw: unknown): Row | null => {
    const row = options.row(raw);
    if (row !== null && isPlainObject(raw)) sources.set(row.id, raw);
    return row;
  };
  const rows = d.rows(decoded);
  const one = async (call: Promise<Saved<unknown>>): Promise<Saved<Row | null>> => {
    const saved = await call;
    return { ...saved, data: decoded(saved.data) };
  };
  const statusOf = d.record({ status: d.text });
  return {
    list: (params = {}, signal, preview) => api.list<Row>(base, { rows, params: { ...params, rnd: rnd() }, signal, preview }),
    create: (input) => one(api.post<unknown>(base, input)),
    update: async (id, input) => {
      const source = sources.get(id);
      const body = options.sendsWholeRecord && source && isPlainObject(input) ? { ...source, ...input } : input;
      const saved = await one(api.put<unknown>(`${base}/${id}`, body));
      if (saved.data !== null) return saved;
      // A bare answer ({success: true}): a whole record sent is what is stored now (issue 41, rule 3); a part of
      // one leaves the record as last read stale (the list reload reads it again).
      if (body !== input) return { ...saved, data: decoded(body) };
      sources.delete(id);
      return saved;
    },
    remove: (id) => api.delete<null>(`${base}/${id}`),
    async setStatus(row, status) {
      const call = options.status ?? {};
      const url = call.path ? `${base}/${call.path}/${row.id}` : `${base}/${row.id}`;
      const saved = await api.put<unknown>(url, call.body ? call.body(row, status, sources.get(row.id) ?? null) : { status });
      const answered = statusOf(saved.data).status;
      return { ...saved, data: CRUD_STATUSES.find((s) => s === answered) ?? status };
    },
    source: (id) => sources.get(id) ?? null,
  };
}
