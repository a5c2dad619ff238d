import { sitePath } from '@core/basePath';
import { restCollection, type CrudStatus } from '@core/crud/restCollection';
import { d } from '@core/decode';
import { chosen, spec, type Calls } from '@core/calls';

export type KpiType = 'quality' | 'quantity';
export type ValueType = 'percent' | 'other';
export type WorstValue = 'min' | 'max';

/**
 * S 3 "KPI indicator", decoded. The enum fields (kpi_type, value_type, worst_value, status) are kept as the
 * server sent them ('' when it sent none): a value outside the spec's shows as unknown and goes back as it came.
 */
export interface KpiIndicator {
  id: number;
  name: string;
  kpi_type: KpiType | string;
  value_type: ValueType | string;
  /** S 3 organization_id list, sent as ids or as [{organization_id}]; null when the answer has none readable (a save then leaves them alone). */
  organizations: number[] | null;
  description: string;
  plan_field: string;
  fact_field: string;
  class_name: string;
  worst_value: WorstValue | string;
  is_required_input: boolean;
  is_breakdown_by_day: boolean;
  is_user_input: boolean;
  is_auto_totals: boolean;
  import_fields: string[];
  /** params.showIn: the ids of the reports the indicator shows in. */
  show_in: number[];
  status: CrudStatus | string;
}

/** What POST and PUT send (S 7: JSON bodies): the whole record, flags as 0 / 1 (S 3). */
export interface KpiIndicatorInput {
  name: string;
  kpi_type: string;
  value_type: string;
  /** Left out when the record's organizations are unknown and the user set none: the backend keeps its own. */
  organizations?: number[];
  description: string;
  plan_field: string;
  fact_field: string;
  class_name: string;
  worst_value: string;
  is_required_input: 0 | 1;
  is_breakdown_by_day: 0 | 1;
  is_user_input: 0 | 1;
  is_auto_totals: 0 | 1;
  import_fields: string[];
  params: { showIn: number[] };
  /** A new indicator's ('active'); an edited one goes over the record as listed, which keeps its status. */
  status?: CrudStatus | string;
}

/** A choice the server offers for a column (S 7: the kpi_type options come from the answer's columns). */
export interface ColumnValue {
  value: string;
  name: string;
}

const ids = (raw: unknown): number[] => d.list(d.id)(raw).filter((id): id is number => id !== null);
const texts = (raw: unknown): string[] => d.list(d.text)(raw).filter((s) => s !== '');
const flag = (raw: unknown): boolean => d.bool(raw) === true;
/** Ids, or records naming organization_id (S 3), in one list; not a list: unknown (null). */
const organizationsOf = (raw: unknown): number[] | null =>
  Array.isArray(raw) ? ids(raw.map((item: unknown) => (typeof item === 'object' && item !== null ? d.field(item, 'organization_id') : item))) : null;

const rawIndicator = d.record({
  id: d.id,
  name: d.text,
  kpi_type: d.text,
  value_type: d.text,
  organizations: organizationsOf,
  description: d.text,
  plan_field: d.text,
  fact_field: d.text,
  class_name: d.text,
  worst_value: d.text,
  is_required_input: flag,
  is_breakdown_by_day: flag,
  is_user_input: flag,
  is_auto_totals: flag,
  import_fields: texts,
  params: d.record({ showIn: ids }),
  status: d.text,
});

/** One indicator; without an id it cannot be edited or deleted, so it is left out (null). */
export function indicatorOf(raw: unknown): KpiIndicator | null {
  const { id, params, ...rest } = rawIndicator(raw);
  return id === null ? null : { id, ...rest, show_in: params.showIn };
}

/** A column's values: a list of {value, name}, or a map value → name; anything else gives none. */
const dictionary = d.dictionary(['value'], ['name']);
const columnValuesOf = (raw: unknown): ColumnValue[] =>
  dictionary(raw).filter((v) => v.key !== '').map(({ key, value }) => ({ value: key, name: value || key }));

/** The answer's `columns`: the choices each field offers, by field. */
export function columnValues(raw: unknown): Record<string, ColumnValue[]> {
  const columns = d.records({ field: d.text, values: columnValuesOf })(raw);
  return Object.fromEntries(columns.filter((c) => c.field !== '' && c.values.length > 0).map((c) => [c.field, c.values]));
}

/** The only place that knows this screen's URLs: {urlPath}/api/sales/kpi-indicators (S 7). */
export function kpiIndicatorsApi(urlPath = '') {
  return restCollection<KpiIndicator, KpiIndicatorInput>(sitePath('/api/sales/kpi-indicators', urlPath), {
    row: indicatorOf,
    // PUT …/{id} with the whole record, its status switched (the record is what PUT takes, S 7): the record as the
    // list answered it, so a kpi_type, a field or a value this screen does not know goes back as it came.
    status: { body: (row, status, source) => (source ? { ...source, status } : { ...inputOf(row), status }) },
    // The modal's PUT too: what it does not edit (params' other keys, fields it does not know) goes back as it came.
    sendsWholeRecord: true,
  });
}

const bit = (on: boolean): 0 | 1 => (on ? 1 : 0);

/** A saved record as the body PUT takes. */
export function inputOf(row: KpiIndicator): KpiIndicatorInput {
  const { id: _id, show_in, is_required_input, is_breakdown_by_day, is_user_input, is_auto_totals, status, organizations, ...rest } = row;
  return {
    ...rest,
    ...(organizations === null ? {} : { organizations }),
    is_required_input: bit(is_required_input),
    is_breakdown_by_day: bit(is_breakdown_by_day),
    is_user_input: bit(is_user_input),
    is_auto_totals: bit(is_auto_totals),
    params: { showIn: show_in },
    status: status || 'active',
  };
}

/** The screen's calls (issue 41). */
export const calls = {
  list: spec('S 7 GET {api}/sales/kpi-indicators'),
  columns: spec('S 7 kpi-indicators: "the response carries columns, and the kpi_type options come from them"'),
  columnValues: chosen('`columns[].values` as [{value, name}]: without them the kpi_type options are S 3\'s quality and quantity'),
  create: spec('S 7 POST {api}/sales/kpi-indicators'),
  update: spec('S 7 PUT {api}/sales/kpi-indicators/{id}, the status switch too (the whole record)'),
  remove: spec('S 7 DELETE {api}/sales/kpi-indicators/{id}'),
  dictionaries: chosen('the `organizations` and `reports` props (the page prints them; the spec names no source); without one its ids are typed comma-separated'),
} satisfies Calls;

export type KpiIndicatorsApi = ReturnType<typeof kpiIndicatorsApi>;
