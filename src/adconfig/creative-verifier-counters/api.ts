import { sitePath } from '@core/basePath';
import { d, isObject } from '@core/decode';
import { api } from '@core/http';
import { creativeRead, creativesBase } from '@adconfig/shared/creative/api';
import type { Creative } from '@adconfig/shared/creative/creative';

/** A verifier counter as this page shows it (A 3: id, name, description). */
export interface Counter {
  id: number;
  name: string;
  description: string;
}

/** The flight and the ids of its counters, loaded together. */
export interface CreativeCounters {
  creative: Creative;
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
    /** GET /creatives/{id} (the heading) and GET /creatives/{id}/verifier-counters (A 7: the counter ids). */
    get: async (id: number, signal?: AbortSignal): Promise<CreativeCounters> => {
      const [record, counters] = await Promise.all([creative(id, signal), api.get<unknown>(`${base}/${id}/verifier-counters`, { signal })]);
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
