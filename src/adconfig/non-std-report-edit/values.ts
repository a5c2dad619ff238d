import { isObject } from '@core/decode';
import { FILTER_TYPES, type FilterType, type NonStdReport } from '@adconfig/shared/non-std-reports/report';
import { statusOf, type Choice } from '@adconfig/shared/non-std-reports/dictionaries';
import type { ReportPayload } from './api';

/** The form as typed; selects hold the chosen id as text ('' or null: none). */
export type ReportValues = {
  request_tpl: string;
  filters: Array<{ key: string; type: FilterType; default: string }>;
  name: string;
  data_source: string | null;
  result_type: string | null;
  organization_id: string | null;
  status: string | null;
};

export function emptyReport(): ReportValues {
  return { request_tpl: '', filters: [], name: '', data_source: null, result_type: null, organization_id: null, status: 'none' };
}

export const newFilter = (): ReportValues['filters'][number] => ({ key: '', type: FILTER_TYPES[0], default: '' });

/** A 4: a status not in the list is edited as none. */
export function valuesOf(report: NonStdReport, statuses: readonly Choice[]): ReportValues {
  return {
    request_tpl: report.request_tpl,
    filters: report.filters.map((f) => ({ ...f })),
    name: report.name,
    data_source: report.data_source || null,
    result_type: report.result_type || null,
    organization_id: report.organization_id === null ? null : String(report.organization_id),
    status: statusOf(report.status, statuses).id,
  };
}

const idOf = (text: string | null): number | null => (text !== null && /^\d+$/.test(text) && Number(text) > 0 ? Number(text) : null);

/** What POST / PUT send: the report as loaded (`source`) with the form over it (its params too: only `filters` is the form's). */
export function payloadOf(values: ReportValues, source: Readonly<Record<string, unknown>> = {}): ReportPayload {
  const params = isObject(source.params) ? source.params : {};
  return {
    ...source,
    name: values.name.trim(),
    data_source: values.data_source ?? '',
    result_type: values.result_type ?? '',
    request_tpl: values.request_tpl,
    params: { ...params, filters: values.filters.map((f) => ({ key: f.key.trim(), type: f.type, default: f.default })) },
    organization_id: idOf(values.organization_id),
    status: values.status ?? 'none',
  };
}

/** The filters' defaults and types, as POST /build-request takes them. */
export function previewParams(values: ReportValues) {
  const filters = values.filters.filter((f) => f.key.trim() !== '');
  return {
    request_tpl: values.request_tpl,
    params: Object.fromEntries(filters.map((f) => [f.key.trim(), f.default])),
    params_types: Object.fromEntries(filters.map((f) => [f.key.trim(), f.type])),
  };
}
