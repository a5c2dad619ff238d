import type { CrudStatus } from '@core/crud/restCollection';
import { d } from '@core/decode';

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

const rawVersion = d.record({
  id: d.id,
  status: d.oneOf<CrudStatus | ''>(['active', 'blocked'], ''),
  created: d.text,
  updated: d.text,
  owner_login: d.text,
  displayed_t: d.count,
  clicked_t: d.count,
});

/** A version as answered; null without an id. */
export function versionOf(raw: unknown): DomainVersion | null {
  const row = rawVersion(raw);
  return row.id === null ? null : { ...row, id: row.id };
}

export const versionsOf = (raw: unknown): DomainVersion[] => d.list(versionOf)(raw).filter((r): r is DomainVersion => r !== null);

/** A 7: the versions' base, {api}/stat/custom-report-domains-versions. */
export const VERSIONS_API = '/api/stat/custom-report-domains-versions';
