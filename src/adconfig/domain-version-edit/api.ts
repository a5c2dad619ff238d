import { ApiError } from '@core/apiError';
import { sitePath } from '@core/basePath';
import { d, isObject } from '@core/decode';
import { api } from '@core/http';
import { chosen, spec, type Calls } from '@core/calls';
import { versionsOf, VERSIONS_API, type DomainVersion } from '@adconfig/shared/domainVersions/version';

/** Issue 41: what the page asks the backend for (A 7 Domain versions), and what it does without what the spec does not name. */
export const calls = {
  version: spec('A 7 Domain versions GET {objectTypeId}/{objectId} (the object’s versions: this one’s status and figures)'),
  domains: spec('A 7 Domain versions GET {id}/domains (A 3 domain rows: domain, displayed, clicked)'),
  add: spec('A 7 Domain versions POST {id}/domains {domains} (a bare {success: true} took every domain sent)'),
  remove: spec('A 7 Domain versions DELETE {id}/domains {domains} (a bare {success: true} removed every domain sent)'),
  setStatus: spec('A 7 Domain versions PUT {id} (status: active publishes, blocked is the draft)'),
  removeVersion: spec('A 7 Domain versions DELETE {id} (then the page goes to the parent path)'),
  changeAnswer: chosen('an add’s or removal’s `added` / `removed` and `rejected` (A 8 "partial failures keep the rejected domains"; the shape is ours): without them every domain sent counts as done'),
  compareErrors: chosen('a refused publish’s `errors` as [{id, domain, message?}] or texts, ids 1–3 named: each in its own words, else by id; \'Неизвестная ошибка\' only for one with neither; no list: the server’s message'),
  objectTypeId: chosen('prop `objectTypeId` (the spec names the path, not where the page learns the type): without it the island shows its mount alert'),
} satisfies Calls;

/** A 3: a domain row of a version. */
export interface DomainRow {
  domain: string;
  displayed: number | null;
  clicked: number | null;
}

/** A domain the server refused to add or remove, with its reason (A 8: the rejected ones are kept). */
export interface RejectedDomain {
  domain: string;
  reason: string;
}

/** What an add or a removal did: the domains it took, those it refused. */
export interface DomainsChange {
  done: string[];
  rejected: RejectedDomain[];
  message: string | undefined;
}

const rawDomain = d.record({ domain: d.text, displayed: d.count, clicked: d.count });

/** The rows with a domain, each once. */
export function domainsOf(raw: unknown): DomainRow[] {
  const seen = new Set<string>();
  return d
    .list(rawDomain)(raw)
    .filter((row) => row.domain !== '' && !seen.has(row.domain) && Boolean(seen.add(row.domain)));
}

const reasonOf = (raw: unknown): string => (Array.isArray(raw) ? raw.map((r) => d.text(r)).filter(Boolean).join(' ') : d.text(raw));

/**
 * The rejected domains, as a list of `{domain, reason|message|error}` or a dictionary domain → reason (a PHP
 * validator's `errors`); anything else is none.
 */
export function rejectedOf(raw: unknown): RejectedDomain[] {
  if (Array.isArray(raw)) {
    return raw.flatMap((entry) => {
      if (typeof entry === 'string') return entry ? [{ domain: entry, reason: '' }] : [];
      if (!isObject(entry)) return [];
      const domain = d.text(entry.domain);
      return domain ? [{ domain, reason: reasonOf(entry.reason ?? entry.message ?? entry.error) }] : [];
    });
  }
  if (isObject(raw)) return Object.entries(raw).map(([domain, reason]) => ({ domain, reason: reasonOf(reason) }));
  return [];
}

/** What a change did; an answer that does not list what it took (a bare {success: true}) took every domain sent but those it refused. */
function changeOf(data: unknown, doneKey: 'added' | 'removed', message: string | undefined, sent: string[]): DomainsChange {
  const body = isObject(data) ? data : {};
  const rejected = rejectedOf(body.rejected);
  const refused = new Set(rejected.map((r) => r.domain));
  const done = Array.isArray(body[doneKey]) ? d.list(d.text)(body[doneKey]).filter(Boolean) : sent.filter((domain) => !refused.has(domain));
  return { done, rejected, message };
}

/**
 * The only place that knows this screen's URLs (A 7), {urlPath}/api/stat/custom-report-domains-versions: GET
 * {objectTypeId}/{objectId} (the object's versions: this one's status and figures), GET/POST/DELETE {id}/domains,
 * PUT {id} {status}, DELETE {id}. The add and removal bodies and answers are ours (readme.md).
 */
export function domainVersionEditApi(object: { objectTypeId: number; objectId: number }, urlPath = '') {
  const base = sitePath(VERSIONS_API, urlPath);
  /** A refusal of every domain may come as a failure whose `errors` name them: the same change, nothing done. */
  const change = async (call: () => Promise<{ data: unknown; message?: string }>, doneKey: 'added' | 'removed', sent: string[]): Promise<DomainsChange> => {
    try {
      const saved = await call();
      return changeOf(saved.data, doneKey, saved.message, sent);
    } catch (error) {
      const rejected = error instanceof ApiError && !error.sessionEnded ? rejectedOf(error.errors) : [];
      if (rejected.length === 0) throw error;
      return { done: [], rejected, message: undefined };
    }
  };
  return {
    /** The version among the object's (null when the object has no such version). */
    version: async (id: number, signal?: AbortSignal): Promise<DomainVersion | null> => {
      const raw = await api.get<unknown>(`${base}/${object.objectTypeId}/${object.objectId}`, { signal });
      return versionsOf(raw).find((v) => v.id === id) ?? null;
    },
    domains: async (id: number, signal?: AbortSignal): Promise<DomainRow[]> => domainsOf(await api.get<unknown>(`${base}/${id}/domains`, { signal })),
    add: (id: number, domains: string[]): Promise<DomainsChange> => change(() => api.post<unknown>(`${base}/${id}/domains`, { domains }), 'added', domains),
    remove: (id: number, domains: string[]): Promise<DomainsChange> => change(() => api.delete<unknown>(`${base}/${id}/domains`, { data: { domains } }), 'removed', domains),
    /** A 4: draft (blocked) ⇄ published (active); the answered status, else the one asked for. */
    setStatus: async (id: number, status: 'active' | 'blocked') => {
      const saved = await api.put<unknown>(`${base}/${id}`, { status });
      const answered = isObject(saved.data) ? d.oneOf<'active' | 'blocked' | ''>(['active', 'blocked'], '')(saved.data.status) : '';
      return { status: answered || status, message: saved.message };
    },
    removeVersion: (id: number) => api.delete<unknown>(`${base}/${id}`),
  };
}

export type DomainVersionEditApi = ReturnType<typeof domainVersionEditApi>;
