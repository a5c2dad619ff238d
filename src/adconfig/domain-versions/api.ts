import { sitePath } from '../../core/basePath';
import { restCollection, type CrudStatus } from '../../core/crud/restCollection';
import { d } from '../../core/decode';
import { api } from '../../core/http';

/** A 3: a version of an object's custom-report domain list; blocked = draft, active = published (A 4). */
export interface DomainVersion {
  id: number;
  status: CrudStatus | '';
  created: string;
  updated: string;
  owner_login: string;
  /** Totals of the version's domains; null when the answer has none or an absurd one. */
  displayed_t: number | null;
  clicked_t: number | null;
}

/** What POST sends (A 7): the object the new version belongs to. */
export interface DomainVersionInput {
  object_id: number;
  object_type_id: number;
}

const rawVersion = d.record({
  id: d.id,
  status: d.oneOf<CrudStatus | ''>(['active', 'blocked'], ''),
  created: d.text,
  updated: d.text,
  owner_login: d.text,
  displayed_t: d.count,
  clicked_t: d.count,
});

function versionOf(raw: unknown): DomainVersion | null {
  const row = rawVersion(raw);
  return row.id === null ? null : { ...row, id: row.id };
}

/**
 * A publish refused by the comparison with the published version: `errors` of the failure, a list
 * of `{id, domain?}` (or bare ids). The spec names only the fallback text; the ids are our choice (readme.md).
 */
export interface CompareError {
  id: number | null;
  domain: string;
}

const rawCompare = d.record({ id: d.int, domain: d.text });

export function compareErrorsOf(raw: unknown): CompareError[] {
  if (!Array.isArray(raw)) return [];
  return raw.map((entry) => (typeof entry === 'number' || typeof entry === 'string' ? { id: d.int(entry), domain: '' } : rawCompare(entry)));
}

/**
 * The only place that knows this screen's URLs (A 7): {urlPath}/api/stat/custom-report-domains-versions,
 * GET {objectTypeId}/{objectId} (the object's versions), POST (object_id, object_type_id), PUT {id} (status), DELETE {id}.
 */
export function domainVersionsApi(object: DomainVersionInput, urlPath = '') {
  const base = sitePath('/api/stat/custom-report-domains-versions', urlPath);
  const rows = d.list(versionOf);
  const collection = restCollection<DomainVersion, DomainVersionInput>(base, { row: versionOf });
  return {
    ...collection,
    list: (_params = {}, signal?: AbortSignal) =>
      api.list<DomainVersion>(`${base}/${object.object_type_id}/${object.object_id}`, { rows: (raw) => rows(raw).filter((r): r is DomainVersion => r !== null), signal }),
    /** POST with the page's object: a new draft version. */
    createVersion: () => collection.create(object),
  };
}

export type DomainVersionsApi = ReturnType<typeof domainVersionsApi>;
