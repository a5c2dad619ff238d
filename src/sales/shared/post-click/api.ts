import { sitePath } from '@core/basePath';
import { d } from '@core/decode';
import { api } from '@core/http';
import { pagingParams, type Paging } from '@core/paging';
import { COMPARE_OPERATORS, type CompareOperator } from '@core/report/colours';
import { reportColumnsOf } from '@core/report/columns';
import type { ReportPage } from '@core/report/ReportStore';
import { reportRow } from '@core/report/rows';

/** A plan's operator: one of S 3's five, none (null: the indicator's worst value decides, S 9), or one the report does not know. */
export type PlanCompare = CompareOperator | null | 'unknown';
const compareOf = (raw: unknown): PlanCompare => {
  if (raw === null || raw === undefined || raw === '') return null;
  return COMPARE_OPERATORS.find((o) => o === raw) ?? 'unknown';
};
const kpiPlans = d.records({ kpi_id: d.id, plan: d.number, compare: compareOf });
const kpiPlanOf = (raw: unknown) => kpiPlans(raw).flatMap((p) => (p.kpi_id === null ? [] : [{ kpi_id: p.kpi_id, plan: p.plan, compare: p.compare }]));
/** kpi_fact: the fact per KPI id ({"1": 61.5}); values that are not numbers are unknown. */
const kpiFactOf = (raw: unknown): Record<string, number | null> =>
  Object.fromEntries(Object.entries(d.object(raw)).map(([k, v]) => [k, d.number(v)]));
const formats = d.records({ i: d.id, n: d.text });
const formatsOf = (raw: unknown) => formats(raw).filter((f) => f.n !== '');

/** S 3 "Report row (post-click)": the fields the screen reads; others the columns name show as text. */
const postClickRow = reportRow({
  campaign_id: d.id,
  mediaplan_id: d.id,
  campaign_name: d.text,
  campaign_status: d.text,
  s_formats: formatsOf,
  completion_percent: d.number,
  percent_result: d.number,
  limit_date_begin: d.text,
  limit_date_end: d.text,
  kpi_plan: kpiPlanOf,
  kpi_fact: kpiFactOf,
  campaign_rate: d.number,
  account_rate: d.number,
  designer_rate: d.number,
  campaign_rate_in: d.number,
  designer_rate_in: d.number,
  count_comments: d.count,
  external_kpi_comment: d.text,
});
/** A campaign's row; a totals row has no campaign_id (null). */
export type PostClickRow = ReturnType<typeof postClickRow>;
/** A row without its campaign id cannot be told apart from the others: it is left out. */
export const rowsOf = (raw: unknown): PostClickRow[] => d.list(postClickRow)(raw).filter((r) => r.campaign_id !== null);
/** Totals rows name no campaign. */
const totalsOf = (raw: unknown): PostClickRow[] => d.list(postClickRow)(raw).map((r) => ({ ...r, campaign_id: null }));

export interface FilterOption {
  value: string;
  name: string;
}
/** A filter the answer offers beyond the campaign status (meta.availableFilters.{name}): sent as `name=value`. */
export interface OfferedFilter {
  name: string;
  /** Its label when the answer gives one (`{title|label, options}`); else the screen's name for it, or the key. */
  label: string;
  options: FilterOption[];
}
/** meta.availableFilters: the options of the sidebar's choices, as the server offers them. */
export interface PostClickInfo {
  statuses: FilterOption[];
  /** Every other filter offered, in the answer's order (S 7 "plus filters"): none is dropped. */
  offered: OfferedFilter[];
}
const optionsOf = (raw: unknown): FilterOption[] => d.records({ value: d.text, name: d.text })(raw).filter((o) => o.value !== '' && o.name !== '');
/** A word the hash and the query can carry (as src/core/hash's filter maps); the status has its own field. */
const OFFERED_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
/** One offered filter: a list of options, or `{title|label, options|items}`; anything else is not a filter. */
const offeredOf = (name: string, raw: unknown): OfferedFilter | null => {
  const described = d.record({ title: d.text, label: d.text, options: (v: unknown) => v, items: (v: unknown) => v })(raw);
  const options = optionsOf(Array.isArray(raw) ? raw : (described.options ?? described.items));
  return options.length ? { name, label: described.title || described.label, options } : null;
};
const infoOf = (meta: unknown): PostClickInfo => {
  const available = d.record({ availableFilters: (v: unknown) => v })(meta).availableFilters;
  const filters = available !== null && typeof available === 'object' && !Array.isArray(available) ? (available as Record<string, unknown>) : {};
  const offered = Object.entries(filters).flatMap(([name, raw]) => {
    const filter = name === 'campaign_status' || !OFFERED_NAME.test(name) ? null : offeredOf(name, raw);
    return filter ? [filter] : [];
  });
  return { statuses: optionsOf(filters.campaign_status), offered };
};

/** S 3 "KPI indicator": what the report needs of one (its name and which way is worse). */
export interface Indicator {
  id: number;
  name: string;
  worst: 'min' | 'max' | null;
}
const indicatorsOf = (raw: unknown): Indicator[] =>
  d.records({ id: d.id, name: d.text, worst_value: d.oneOf(['min', 'max', ''] as const, '') })(raw).flatMap((i) => (i.id === null ? [] : [{ id: i.id, name: i.name, worst: i.worst_value || null }]));

/** S 3 "Click statistics row": clicks of a day and cumulative clicks. */
export interface DayClicks {
  day: string;
  cl: number | null;
  clc: number | null;
}
const daysOf = (raw: unknown): DayClicks[] => d.records({ day: d.text, cl: d.count, clc: d.count })(raw).filter((r) => r.day !== '');

export interface PostClickQuery {
  dateOn: string;
  search: string;
  status: string;
  /** The offered filters chosen (name → value), sent beside the others. */
  offered: Readonly<Record<string, string>>;
}

const envelopeRest = d.record({ compiledAt: d.optionalText, columns: (raw: unknown) => raw, totals: (raw: unknown) => raw });

/** The only place that knows this screen's URLs (S 7), each behind the site prefix urlPath. */
export function postClickKpiApi(urlPath = '') {
  const report = sitePath('/api/stat/campaigns/post-click-kpi', urlPath);
  return {
    report: async (q: PostClickQuery, paging: Paging, signal?: AbortSignal): Promise<ReportPage<PostClickRow, PostClickInfo>> => {
      const page = await api.list<PostClickRow>(report, {
        rows: rowsOf,
        params: { ...q.offered, date_on: q.dateOn, search: q.search || undefined, campaign_status: q.status || undefined, ...pagingParams(paging, { page: 'page', perPage: 'perPage', sort: 'field', order: 'order' }) },
        signal,
      });
      const rest = envelopeRest(page.extra);
      return { rows: page.rows, total: page.total, compiledAt: rest.compiledAt, columns: reportColumnsOf(rest.columns), totals: totalsOf(rest.totals), info: infoOf(page.meta) };
    },
    days: async (campaignId: number, dateOn: string, signal?: AbortSignal): Promise<DayClicks[]> => daysOf(await api.get<unknown>(`${report}/${campaignId}/days`, { params: { date_on: dateOn }, signal })),
    indicators: async (signal?: AbortSignal): Promise<Indicator[]> => indicatorsOf(await api.get<unknown>(sitePath('/api/sales/kpi-indicators', urlPath), { signal })),
  };
}
export type PostClickKpiApi = ReturnType<typeof postClickKpiApi>;
