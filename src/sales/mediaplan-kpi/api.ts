import { sitePath } from '@core/basePath';
import { d } from '@core/decode';
import { api } from '@core/http';
import { chosen, spec, type Calls } from '@core/calls';
import { COMPARE_OPERATORS, type CompareOperator } from '@core/report/colours';

export type KpiType = 'quality' | 'quantity';
/**
 * S 3 compare; '' when the line has none (then the indicator's worst value decides, S 9). Kept as the backend
 * sent it: a value outside S 3's shows as unknown and goes back as it came (issue 41).
 */
export type Compare = CompareOperator | '' | (string & {});

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

export const compareOf = (raw: unknown): Compare => d.text(raw);
/** A compare S 3 knows (the plan comparison can use it), else null. */
export const knownCompare = (compare: Compare): CompareOperator | null => COMPARE_OPERATORS.find((c) => c === compare) ?? null;

const rawIndicator = d.record({ id: d.id, name: d.text, kpi_type: d.oneOf<KpiType | ''>(['quality', 'quantity'], ''), worst_value: d.oneOf<'min' | 'max' | ''>(['min', 'max'], ''), status: d.text });

/** Blocked indicators and those of no known type are not offered. */
const indicatorsOf = (raw: unknown): Indicator[] =>
  d.list(rawIndicator)(raw).flatMap((k) => (k.id === null || k.kpi_type === '' || k.status === 'blocked' ? [] : [{ id: k.id, name: k.name || `#${k.id}`, kpi_type: k.kpi_type, worst_value: k.worst_value || null }]));

/** The media plan as the page printed it: its name and campaigns ({name, campaigns: [{campaign_id, name}]}). */
export interface PlanHeader {
  name: string;
  campaigns: PlanCampaign[];
}

/** The page's media plan, untrusted: a missing name is '', campaigns without an id are left out; not an object: none. */
export function planHeaderOf(raw: unknown): PlanHeader | undefined {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  return { name: d.text(d.field(raw, 'name')), campaigns: campaignsOf(d.field(raw, 'campaigns')) };
}

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

/** The screen's calls (issue 41); the media plan's name and campaigns come in props. */
export const calls = {
  load: spec('S 7 GET {api}/sales/mediaplans/kpi/{id} (the plan\'s lines, S 3 Media plan KPI line)'),
  saveDiff: spec('S 7 POST {api}/sales/mediaplans/kpi/save-diff/{mediaplan_id}: diff'),
  indicators: spec('S 7 GET {api}/sales/kpi-indicators, when the plan answer carries no `indicators`'),
  mediaplanProp: chosen('prop `mediaplan` {name, campaigns: [{campaign_id, name}]}: without it the answer\'s `campaigns`, else the lines\' campaigns as #id (a campaign without a line is then missing)'),
  answerCampaigns: chosen('answer fields `mediaplan.name`, `campaigns`, `indicators`: without them the props, and GET kpi-indicators'),
  savedLines: chosen('the save answer\'s `lines`: without them the plan as sent is stored'),
} satisfies Calls;

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
