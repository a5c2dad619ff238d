import { sitePath } from '@core/basePath';
import { d } from '@core/decode';
import { api } from '@core/http';
import { COMPARE_OPERATORS, type CompareOperator } from '@core/report/colours';

export type KpiType = 'quality' | 'quantity';
/** S 3 compare; '' when the line has none (then the indicator's worst value decides, S 9). */
export type Compare = CompareOperator | '';

/** S 3 KPI indicator, the fields the plan needs. */
export interface Indicator {
  id: number;
  name: string;
  kpi_type: KpiType;
  worst_value: 'min' | 'max' | null;
}

export interface PlanCampaign {
  id: number;
  name: string;
}

/** S 3 media plan KPI line: a campaign's plan for one indicator, with its fact. */
export interface PlanLine {
  campaign_id: number;
  kpi_id: number;
  kpi_name: string;
  compare: Compare;
  plan: number | null;
  fact: number | null;
}

export interface MediaplanKpi {
  name: string;
  campaigns: PlanCampaign[];
  indicators: Indicator[];
  lines: PlanLine[];
}

/** S 3 media plan KPI diff entry; plan null removes the indicator from the campaign. */
export interface DiffEntry {
  campaign_id: number;
  kpi_id: number;
  compare: Compare;
  plan: number | null;
}

export const compareOf = d.oneOf<Compare>(COMPARE_OPERATORS, '');

const rawIndicator = d.record({ id: d.id, name: d.text, kpi_type: d.oneOf<KpiType | ''>(['quality', 'quantity'], ''), worst_value: d.oneOf<'min' | 'max' | ''>(['min', 'max'], ''), status: d.text });

/** Blocked indicators and those of no known type are not offered. */
const indicatorsOf = (raw: unknown): Indicator[] =>
  d.list(rawIndicator)(raw).flatMap((k) => (k.id === null || k.kpi_type === '' || k.status === 'blocked' ? [] : [{ id: k.id, name: k.name || `#${k.id}`, kpi_type: k.kpi_type, worst_value: k.worst_value || null }]));

const campaignsOf = (raw: unknown): PlanCampaign[] =>
  d.records({ campaign_id: d.id, name: d.text })(raw).flatMap((c) => (c.campaign_id === null ? [] : [{ id: c.campaign_id, name: c.name || `#${c.campaign_id}` }]));

/** The campaigns the plan's lines name, in their order (their names unknown: '#{id}'). */
const campaignsOfLines = (lines: PlanLine[]): PlanCampaign[] => [...new Set(lines.map((l) => l.campaign_id))].map((id) => ({ id, name: `#${id}` }));

const rawLine = d.record({ campaign_id: d.id, kpi: d.id, kpi_id: d.id, kpi_name: d.text, compare: compareOf, plan: d.number, fact: d.number });

/** Lines that name no campaign or no indicator are left out, and a repeated campaign and indicator (the first counts); `kpi` (S 3) or `kpi_id` names the indicator. */
export function linesOf(raw: unknown): PlanLine[] {
  const seen = new Set<string>();
  return d.list(rawLine)(raw).flatMap((l) => {
    const kpi = l.kpi ?? l.kpi_id;
    const key = `${l.campaign_id}|${kpi}`;
    if (l.campaign_id === null || kpi === null || seen.has(key)) return [];
    seen.add(key);
    return [{ campaign_id: l.campaign_id, kpi_id: kpi, kpi_name: l.kpi_name, compare: l.compare, plan: l.plan, fact: l.fact }];
  });
}

/** S 7: GET {api}/sales/mediaplans/kpi/{id}; POST {api}/sales/mediaplans/kpi/save-diff/{mediaplan_id}. */
export function mediaplanKpiApi(urlPath = '') {
  const base = sitePath('/api/sales/mediaplans/kpi', urlPath);
  return {
    /**
     * The media plan's name, its campaigns, the indicators to choose from and the plan's lines. Only the
     * lines are the spec's (S 3; the answer may be their list itself): without `campaigns` they are the
     * lines' campaigns, without `indicators` the KPI indicators' own list (S 7 GET {api}/sales/kpi-indicators).
     */
    async load(id: number): Promise<MediaplanKpi> {
      const data = await api.get<unknown>(`${base}/${id}`);
      const lines = linesOf(Array.isArray(data) ? data : d.field(data, 'lines'));
      const rawCampaigns = d.field(data, 'campaigns');
      const rawIndicators = d.field(data, 'indicators');
      return {
        name: d.text(d.field(d.field(data, 'mediaplan'), 'name')),
        campaigns: Array.isArray(rawCampaigns) ? campaignsOf(rawCampaigns) : campaignsOfLines(lines),
        indicators: indicatorsOf(Array.isArray(rawIndicators) ? rawIndicators : await api.get<unknown>(sitePath('/api/sales/kpi-indicators', urlPath))),
        lines,
      };
    },
    /**
     * The changed lines only (S 7). An answer with `lines` (chosen: the plan after the save) is the stored plan; S 7 names
     * no answer, so a bare `{success: true}` gives null and the store applies what it sent (planDraft linesAfterDiff).
     */
    async saveDiff(id: number, diff: DiffEntry[]): Promise<PlanLine[] | null> {
      const { data } = await api.post<unknown>(`${base}/save-diff/${id}`, { diff });
      const lines = d.field(data, 'lines');
      return Array.isArray(lines) ? linesOf(lines) : null;
    },
  };
}

export type MediaplanKpiApi = ReturnType<typeof mediaplanKpiApi>;
