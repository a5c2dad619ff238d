import { pagePath, sitePath } from '@core/basePath';
import { d } from '@core/decode';
import { api } from '@core/http';
import { chosen, spec, type Calls } from '@core/calls';

/** S 3: the campaign; dates Y-m-d or null (then the page says the period is wrong). */
export interface Campaign {
  campaign_id: number | null;
  name: string;
  mediaplan_id: number | null;
  limit_date_begin: string | null;
  limit_date_end: string | null;
  external_kpi_comment: string;
  /** The user's read flag (ours, optional): false or absent shows the read-notification button. */
  is_read: boolean;
}

/** S 3: a breakdown (detail) of the campaign. */
export interface Detail {
  id: number;
  name: string;
}

/** S 3 KPI indicator, the fields the grid needs. */
export interface Indicator {
  id: number;
  name: string;
  class_name: string;
  /** A column of daily cells (else only its total is entered). */
  byDay: boolean;
  /** Entered by the user; else the server calculates it (S 5: BR, depth, duration, PI). */
  userInput: boolean;
  /** Its total is the sum of the days (shown live, calculated by the server). */
  autoTotals: boolean;
  /** Its fact_field, plan_field and import_fields: how the grid finds the inputs of S 5's calculated values. */
  fields: string[];
}

/** S 3 external KPI value; day null with isTotal for the indicator's total. */
export interface KpiValue {
  kpi_id: number;
  isTotal: boolean;
  day: string | null;
  val: number | null;
}

export interface PlanLine {
  kpi_id: number;
  compare: string;
  plan: number | null;
}

export interface CampaignData {
  campaign: Campaign | null;
  values: KpiValue[];
  plan: PlanLine[];
}

/** One changed cell as the save-diff call takes it (S 3 value fields). */
export interface DiffEntry {
  kpi_id: number;
  is_total: 0 | 1;
  day: string | null;
  val: number | null;
}

const YMD = /^\d{4}-\d{2}-\d{2}$/;
const ymdOrNull = (raw: unknown): string | null => {
  const text = d.optionalText(raw);
  return text !== null && YMD.test(text) ? text : null;
};

const rawCampaign = d.record({
  campaign_id: d.id,
  name: d.text,
  mediaplan_id: d.id,
  limit_date_begin: ymdOrNull,
  limit_date_end: ymdOrNull,
  external_kpi_comment: d.text,
  is_read: d.bool,
});

export function campaignOf(raw: unknown): Campaign {
  const { is_read: read, ...rest } = rawCampaign(raw);
  // The flag is ours: without it the button shows (the on-read call needs no flag) and goes once the call succeeds.
  return { ...rest, is_read: read ?? false };
}

const rawDetails = d.records({ id: d.id, name: d.text, campaign_id: d.id });
const detailsOf = (raw: unknown): Detail[] => rawDetails(raw).flatMap((x) => (x.id === null ? [] : [{ id: x.id, name: x.name }]));
/** The campaign's breakdowns (S 3 Campaign detail: campaign_id): another campaign's are left out, whatever the server did with the parameter. */
const campaignDetailsOf = (raw: unknown, campaignId: number): Detail[] =>
  detailsOf(rawDetails(raw).filter((x) => x.campaign_id === null || x.campaign_id === campaignId).map(({ id, name }) => ({ id, name })));

const rawIndicator = d.record({
  id: d.id,
  name: d.text,
  class_name: d.text,
  is_breakdown_by_day: d.bool,
  is_user_input: d.bool,
  is_auto_totals: d.bool,
  status: d.text,
  fact_field: d.text,
  plan_field: d.text,
  import_fields: d.list(d.text),
});

/**
 * Indicators decoded at most (issue 32.5): a grid's columns; real campaigns have about fifteen, a huge
 * answer would draw a column per item. The grid says how many were left out.
 */
export const INDICATOR_CAP = 100;

/** A grid's indicators and how many the answer listed (more than list.length when it was cut). */
export interface IndicatorList {
  list: Indicator[];
  total: number;
}

export function indicatorListOf(raw: unknown): IndicatorList {
  const all = Array.isArray(raw) ? raw : [];
  return { list: indicatorsOf(all.slice(0, INDICATOR_CAP)), total: all.length };
}

export function indicatorsOf(raw: unknown): Indicator[] {
  return d.list(rawIndicator)(raw).flatMap((k) =>
    k.id === null || k.status === 'blocked'
      ? []
      : [
          {
            id: k.id,
            name: k.name,
            class_name: k.class_name,
            byDay: k.is_breakdown_by_day ?? false,
            userInput: k.is_user_input ?? false,
            autoTotals: k.is_auto_totals ?? false,
            fields: [k.fact_field, k.plan_field, ...k.import_fields].filter((f) => f !== ''),
          },
        ],
  );
}

const rawNamed = d.record({ id: d.id, name: d.text });

/** The names of S 3 KPI indicators by id (blocked ones too: a plan may name one), from S 7's GET {api}/sales/kpi-indicators. */
export function indicatorNamesOf(raw: unknown): ReadonlyMap<number, string> {
  return new Map(d.list(rawNamed)(raw).flatMap((k) => (k.id === null || k.name === '' ? [] : [[k.id, k.name] as const])));
}

const rawValue = d.record({ kpi_id: d.id, is_total: d.bool, day: ymdOrNull, val: d.number, detail_id: d.id });

/**
 * Values that name no indicator, or a daily value without its day, are left out; `detailId` null: the whole
 * campaign's (a value naming a breakdown, S 3 detail_id, is that breakdown's, not the campaign grid's).
 */
export function valuesOf(raw: unknown, detailId: number | null = null): KpiValue[] {
  return d.list(rawValue)(raw).flatMap((v) => {
    if (v.kpi_id === null) return [];
    if (v.detail_id !== null && v.detail_id !== 0 && v.detail_id !== detailId) return [];
    const isTotal = v.is_total ?? v.day === null;
    if (!isTotal && v.day === null) return [];
    return [{ kpi_id: v.kpi_id, isTotal, day: isTotal ? null : v.day, val: v.val }];
  });
}

const COMPARES = ['>', '<', '=', '>=', '<='] as const;
const planOf = (raw: unknown): PlanLine[] =>
  d.records({ kpi_id: d.id, compare: d.oneOf<string>(COMPARES, ''), plan: d.number })(raw).flatMap((p) => (p.kpi_id === null ? [] : [{ kpi_id: p.kpi_id, compare: p.compare, plan: p.plan }]));

/**
 * What a save or an import answers: the tab's stored values after it (ours, optional: null when the answer has
 * none, as a bare `{success: true}`), and the campaign's comment.
 */
export interface SavedValues {
  values: KpiValue[] | null;
  comment: string | null;
  message: string | undefined;
}

function savedOf(answer: { data: unknown; message: string | undefined }, detailId: number | null = null): SavedValues {
  const values = d.field(answer.data, 'values');
  return { values: Array.isArray(values) ? valuesOf(values, detailId) : null, comment: d.optionalText(d.field(answer.data, 'comment')), message: answer.message };
}

function upload(file: File): FormData {
  const form = new FormData();
  form.append('file', file);
  return form;
}

/** The screen's calls (issue 41); the campaign itself comes in props. */
export const calls = {
  load: spec('S 7 /api/core/campaigns/external-kpi: GET with filters (values, plan)'),
  indicators: spec('S 7 GET /api/core/campaigns/external-kpi/kpi-indicators/{campaign_id}'),
  saveCampaign: spec('S 7 POST /api/core/campaigns/external-kpi/save-diff/{campaign_id}: diff and comment'),
  importCampaign: spec('S 7 POST /api/core/campaigns/external-kpi/import/{id} multipart'),
  detailValues: spec('S 7 /api/core/campaigns/details/external-kpi: GET with detail_id'),
  detailIndicators: spec('S 7 GET /api/core/campaigns/details/external-kpi/kpi-indicators/{id}'),
  saveDetail: spec('S 7 POST /api/core/campaigns/details/external-kpi/save-diff/{detail id}: diff'),
  importDetail: spec('S 7 POST /api/core/campaigns/details/external-kpi/import/{id} multipart'),
  details: spec('S 7 GET/POST {api}/hb/campaign-details; PUT/DELETE …/{id}'),
  kpiNames: spec('S 7 GET {api}/sales/kpi-indicators: the names of the plan\'s KPIs the campaign\'s indicators do not hold (failed or absent: \'Неизвестное значение (id)\')'),
  markRead: spec('S 7 PUT {current path}/on-read'),
  markChanged: spec('S 7 PUT {current path}/on-change'),
  campaignProp: chosen('prop `campaign` (S 3 Campaign): without it the answer\'s `campaign`; without both \'Некорректный период\' and no tabs'),
  answerCampaign: chosen('answer field `campaign` (with `is_read`): without it the props; the read button shows until pressed'),
  detailsParam: chosen('the `campaign_id` parameter of GET campaign-details: without it every breakdown comes, those of other campaigns are left out by their campaign_id'),
  savedValues: chosen('the save and import answers\' `values`, `comment`: without them the tab keeps what was sent, an import re-reads the tab'),
  newDetailId: chosen('the POST campaign-details answer\'s id: without it the new breakdown is found by name in the list read again'),
  readBody: chosen('the on-read / on-change body {campaign_id}'),
} satisfies Calls;

/** S 7: /api/core/campaigns/external-kpi and …/details/external-kpi, {api}/hb/campaign-details, the page's on-read / on-change. */
export function campaignExternalKpiApi(urlPath = '', page = pagePath()) {
  const campaignBase = sitePath('/api/core/campaigns/external-kpi', urlPath);
  const detailBase = sitePath('/api/core/campaigns/details/external-kpi', urlPath);
  const detailsBase = sitePath('/api/hb/campaign-details', urlPath);
  const indicatorsBase = sitePath('/api/sales/kpi-indicators', urlPath);
  return {
    /** S 7: every KPI indicator's name (the plan may name one that is not among the campaign's). */
    async kpiNames(): Promise<ReadonlyMap<number, string>> {
      return indicatorNamesOf(await api.get<unknown>(indicatorsBase, { params: { rnd: Math.random() } }));
    },
    /** `campaign`: the answer's (ours, chosen), null when it sent none (the page's props then hold it). */
    async load(campaignId: number): Promise<CampaignData> {
      const data = await api.get<unknown>(campaignBase, { params: { campaign_id: campaignId } });
      const campaign = d.field(data, 'campaign');
      return { campaign: typeof campaign === 'object' && campaign !== null ? campaignOf(campaign) : null, values: valuesOf(d.field(data, 'values')), plan: planOf(d.field(data, 'plan')) };
    },
    async indicators(campaignId: number): Promise<IndicatorList> {
      return indicatorListOf(await api.get<unknown>(`${campaignBase}/kpi-indicators/${campaignId}`));
    },
    /** S 7: a breakdown's own indicators. */
    async detailIndicators(detailId: number): Promise<IndicatorList> {
      return indicatorListOf(await api.get<unknown>(`${detailBase}/kpi-indicators/${detailId}`));
    },
    /** S 7 GET {api}/hb/campaign-details: the campaign's breakdowns (the campaign_id parameter is ours). */
    async details(campaignId: number): Promise<Detail[]> {
      return campaignDetailsOf(await api.get<unknown>(detailsBase, { params: { campaign_id: campaignId } }), campaignId);
    },
    async detailValues(detailId: number): Promise<KpiValue[]> {
      return valuesOf(d.field(await api.get<unknown>(detailBase, { params: { detail_id: detailId } }), 'values'), detailId);
    },
    /** S 7: diff and comment (a string when it changed, else null). */
    async saveCampaign(campaignId: number, diff: DiffEntry[], comment: string | null): Promise<SavedValues> {
      return savedOf(await api.post<unknown>(`${campaignBase}/save-diff/${campaignId}`, { diff, comment }));
    },
    async saveDetail(detailId: number, diff: DiffEntry[]): Promise<SavedValues> {
      return savedOf(await api.post<unknown>(`${detailBase}/save-diff/${detailId}`, { diff }), detailId);
    },
    async importCampaign(campaignId: number, file: File): Promise<SavedValues> {
      return savedOf(await api.post<unknown>(`${campaignBase}/import/${campaignId}`, upload(file)));
    },
    async importDetail(detailId: number, file: File): Promise<SavedValues> {
      return savedOf(await api.post<unknown>(`${detailBase}/import/${detailId}`, upload(file)), detailId);
    },
    async addDetail(campaignId: number, name: string): Promise<Detail | null> {
      const { data } = await api.post<unknown>(detailsBase, { name, campaign_id: campaignId });
      return detailsOf([data])[0] ?? null;
    },
    /** S 7 PUT {api}/hb/campaign-details/{id}: a new name; the answer's breakdown when it sends one. */
    async renameDetail(detailId: number, name: string): Promise<Detail | null> {
      const { data } = await api.put<unknown>(`${detailsBase}/${detailId}`, { name });
      return detailsOf([data])[0] ?? null;
    },
    async deleteDetail(detailId: number): Promise<string | undefined> {
      return (await api.delete<unknown>(`${detailsBase}/${detailId}`)).message;
    },
    async markRead(campaignId: number): Promise<void> {
      await api.put<unknown>(`${page}/on-read`, { campaign_id: campaignId });
    },
    async markChanged(campaignId: number): Promise<void> {
      await api.put<unknown>(`${page}/on-change`, { campaign_id: campaignId });
    },
  };
}

export type CampaignExternalKpiApi = ReturnType<typeof campaignExternalKpiApi>;
