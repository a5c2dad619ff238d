// A 3 Non-standard report: the record and its dictionaries, shared by the list, the editor and the run page.
import { d, isObject } from '@core/decode';

/** A filter's value kinds (params.filters[].type); an unknown kind is typed as text. */
export const FILTER_TYPES = ['string', 'int', 'float', 'date'] as const;
export type FilterType = (typeof FILTER_TYPES)[number];

export interface ReportFilter {
  key: string;
  type: FilterType;
  default: string;
}

export interface NonStdReport {
  id: number;
  name: string;
  data_source: string;
  result_type: string;
  request_tpl: string;
  organization_id: number | null;
  status: string;
  filters: ReportFilter[];
  access: { roles: string[]; users: number[] };
}

const filterOf = d.record({ key: d.text, type: d.oneOf<FilterType>(FILTER_TYPES, 'string'), default: d.text });

/** A filter without a key cannot be sent: it is left out. */
export const filtersOf = (raw: unknown): ReportFilter[] =>
  (Array.isArray(raw) ? raw : []).filter(isObject).map(filterOf).filter((f) => f.key.trim() !== '');

/** One report as the server sends it; null when it has no id (it cannot be opened). */
export function reportOf(raw: unknown): NonStdReport | null {
  const r = d.record({ id: d.id, name: d.text, data_source: d.text, result_type: d.text, request_tpl: d.text, organization_id: d.id, status: d.text })(raw);
  if (r.id === null) return null;
  const source = d.object(raw);
  const access = d.object(source.access);
  return {
    ...r,
    id: r.id,
    filters: filtersOf(d.object(source.params).filters),
    access: {
      roles: d.list(d.text)(access.roles).filter((alias) => alias !== ''),
      users: d.list(d.id)(access.users).filter((id): id is number => id !== null),
    },
  };
}

export const reportsOf = (raw: unknown): NonStdReport[] =>
  (Array.isArray(raw) ? raw : []).map(reportOf).filter((r): r is NonStdReport => r !== null);
