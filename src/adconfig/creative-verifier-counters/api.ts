import { sitePath } from '@core/basePath';
import { chosen, spec, type Calls } from '@core/calls';
import { d, isObject } from '@core/decode';
import { api } from '@core/http';
import { creativeRead, creativesBase } from '@adconfig/shared/creative/api';
import { creativeOf, type Creative } from '@adconfig/shared/creative/creative';

/** Issue 41: what the page asks the backend for (A 7), and what it does without the calls the spec does not name. */
export const calls = {
  record: chosen('GET /creatives/{id}, for the heading: without it the flight the page prints (data-props `record`); with neither, the heading is the flight\'s number alone'),
  counters: spec('A 7 Creatives GET {id}/verifier-counters (counter_id list)'),
  dictionary: spec('A 7 Verifier counters GET /api/hb/verifier-counters'),
  save: spec('A 7 Creatives PUT {id}/verifier-counters (counter_id list); the answer is not read (a bare {success: true} is a save)'),
} satisfies Calls;

/** A verifier counter as this page shows it (A 3: id, name, description). */
export interface Counter {
  id: number;
  name: string;
  description: string;
}

/** The flight and the ids of its counters, loaded together. */
export interface CreativeCounters {
  /** Null when neither the page nor the chosen read gave it (the heading is the number alone). */
  creative: Creative | null;
  counterIds: number[];
  /** Names the answer itself gave (when its items are records), for counters the dictionary lacks. */
  named: Counter[];
}

const counterRecord = d.record({ counter_id: d.id, id: d.id, name: d.text, description: d.text });

/** The answer's items: ids (1, "2") or records ({counter_id | id, name?}); each id once, in order. */
export function countersOf(raw: unknown): Pick<CreativeCounters, 'counterIds' | 'named'> {
  const seen = new Set<number>();
  const named: Counter[] = [];
  const items = Array.isArray(raw) ? raw : [];
  for (const item of items) {
    const record = isObject(item) ? counterRecord(item) : null;
    const id = record ? (record.counter_id ?? record.id) : d.id(item);
    if (id === null || seen.has(id)) continue;
    seen.add(id);
    if (record?.name) named.push({ id, name: record.name, description: record.description });
  }
  return { counterIds: [...seen], named };
}

const dictionaryOf = (raw: unknown): Counter[] =>
  d.records({ id: d.id, name: d.text, description: d.text })(raw).flatMap((c) => (c.id === null ? [] : [{ id: c.id, name: c.name, description: c.description }]));

/** The only place that knows this page's URLs (behind the site prefix, urlPath). */
export function creativeVerifierCountersApi(urlPath = '') {
  const base = creativesBase(urlPath);
  const creative = creativeRead(urlPath);
  return {
    /**
     * GET /creatives/{id}/verifier-counters (A 7: the counter ids) and the flight for the heading: the one the page
     * printed (`given`), else GET /creatives/{id}, which the spec does not name: refused, the heading goes without.
     */
    get: async (id: number, signal?: AbortSignal, given?: unknown): Promise<CreativeCounters> => {
      const printed = creativeOf(given);
      const heading = printed?.id === id ? Promise.resolve(printed) : creative(id, signal).catch((error: unknown) => (signal?.aborted ? Promise.reject(error) : null));
      const [record, counters] = await Promise.all([heading, api.get<unknown>(`${base}/${id}/verifier-counters`, { signal })]);
      return { creative: record, ...countersOf(counters) };
    },
    /** Every counter (A 7: GET /api/hb/verifier-counters), for the names and the choice. */
    counters: async (signal?: AbortSignal): Promise<Counter[]> => dictionaryOf(await api.get<unknown>(sitePath('/api/hb/verifier-counters', urlPath), { signal })),
    /** PUT /creatives/{id}/verifier-counters {counter_id: [ids]}; the answer's data is not read. */
    save: async (id: number, counterIds: number[]) => {
      const answer = await api.put<unknown>(`${base}/${id}/verifier-counters`, { counter_id: counterIds });
      return { redirect: answer.redirect };
    },
  };
}

export type CreativeVerifierCountersApi = ReturnType<typeof creativeVerifierCountersApi>;
