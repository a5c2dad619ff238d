import { sitePath } from '@core/basePath';
import { restCollection } from '@core/crud/restCollection';
import { spec, type Calls } from '@core/calls';
import { d, isObject } from '@core/decode';
import { api, type Page, type Preview } from '@core/http';
import { pagingParams, type Paging } from '@core/paging';

/** A 3: a verifier counter with today's price (the table shows it); `status` only to fit the CRUD table. */
export interface VerifierCounter {
  id: number;
  name: string;
  verifier_id: number | null;
  unit_type: string;
  description: string;
  todayPrice: number | null;
  status: '';
  /** The record as the list answered it: a save is built on it, so what the modal does not edit goes back as it came. */
  source: Readonly<Record<string, unknown>>;
}

/** What POST and PUT send, over the loaded record's other fields. */
export interface VerifierCounterInput {
  [kept: string]: unknown;
  name: string;
  verifier_id: number | null;
  unit_type: string;
  description: string;
}

/** A price of a day (A 3: day, price); the day as Y-m-d. */
export interface CounterPrice {
  day: string;
  price: number | null;
}

/** A verifier or a unit type: what the modal's selects offer (ids kept as text). */
export interface Choice {
  value: string;
  label: string;
}

/** POST {id}/prices: one price for every day of a period. */
export interface PeriodPrice {
  date_from: string;
  date_to: string;
  price: number;
}

const rawCounter = d.record({ id: d.id, name: d.text, verifier_id: d.id, unit_type: d.text, description: d.text, todayPrice: d.number });
function counterOf(raw: unknown): VerifierCounter | null {
  const row = rawCounter(raw);
  return row.id === null ? null : { ...row, id: row.id, status: '', source: isObject(raw) ? raw : {} };
}

const YMD = /^\d{4}-\d{2}-\d{2}$/;
/** A price without a usable day cannot be addressed (PUT/DELETE …/prices/{day}): it is left out. */
const pricesOf = (raw: unknown): CounterPrice[] => d.records({ day: d.text, price: d.number })(raw).filter((p) => YMD.test(p.day));

/** Choices as [{id, name}] (ids numbers or text); one without an id is left out. */
const choicesOf = (raw: unknown): Choice[] =>
  d
    .records({ id: d.optionalText, name: d.text })(raw)
    .flatMap((c) => (c.id === null || c.id === '' ? [] : [{ value: c.id, label: c.name || c.id }]));

/** What this screen asks the backend for (issue 41): every call is the spec's. */
export const calls = {
  counters: spec('A 7 Verifier counters GET, POST, PUT/DELETE {id}'),
  verifiers: spec('A 7 Verifier counters GET verifiers'),
  unitTypes: spec('A 7 Verifier counters GET unit-types'),
  prices: spec('A 7 Verifier counters GET/POST {id}/prices, PUT/DELETE {id}/prices/{day}'),
} satisfies Calls;

/** The only place that knows this screen's URLs: {urlPath}/api/hb/verifier-counters (A 7). */
export function verifierCountersApi(urlPath = '') {
  const base = sitePath('/api/hb/verifier-counters', urlPath);
  const prices = (id: number) => `${base}/${id}/prices`;
  return {
    counters: restCollection<VerifierCounter, VerifierCounterInput>(base, { row: counterOf }),
    verifiers: async (): Promise<Choice[]> => choicesOf(await api.get<unknown>(`${base}/verifiers`)),
    unitTypes: async (): Promise<Choice[]> => choicesOf(await api.get<unknown>(`${base}/unit-types`)),
    /** GET {id}/prices, 50 a page (A 9). */
    prices: (id: number, paging: Paging, signal?: AbortSignal, preview?: Preview<CounterPrice>): Promise<Page<CounterPrice>> =>
      api.list<CounterPrice>(prices(id), { rows: pricesOf, params: pagingParams({ ...paging, sort: '' }), signal, preview }),
    addPeriod: (id: number, body: PeriodPrice) => api.post<unknown>(prices(id), body),
    updatePrice: (id: number, day: string, price: number) => api.put<unknown>(`${prices(id)}/${encodeURIComponent(day)}`, { price }),
    removePrice: (id: number, day: string) => api.delete<unknown>(`${prices(id)}/${encodeURIComponent(day)}`),
  };
}

export type VerifierCountersApi = ReturnType<typeof verifierCountersApi>;
