import { sitePath } from '@core/basePath';
import { contractOf, contractsApi, type Contract } from '@core/contracts';
import { d, isObject, required } from '@core/decode';
import { api } from '@core/http';
import { chosen, spec, type Calls } from '@core/calls';

/** Issue 41: what the page asks the backend for (A 7 ORD), and what it does without what the spec does not name. */
export const calls = {
  campaign: spec('A 7 ORD GET {api}/campaigns/{id} (the campaign with its ORD settings; saved back with every field it carries)'),
  periods: spec('A 7 ORD GET {api}/core/campaigns/settings/ord/{campaign_id}/periods'),
  save: spec('A 7 ORD POST …/ord/{campaign_id} (a bare {success: true} is a save)'),
  split: spec('A 7 ORD POST …/ord/{campaign_id}/split-to-periods'),
  join: spec('A 7 ORD POST …/ord/{campaign_id}/join-periods'),
  addPeriod: spec('A 7 ORD POST …/ord/{campaign_id}/periods'),
  updatePeriod: spec('A 7 ORD PUT …/ord/periods/{id}'),
  deletePeriod: spec('A 7 ORD DELETE …/ord/periods/{id}'),
  notify: spec('A 7 ORD POST …/ord/{campaign_id}/notify-changes (period, types)'),
  docs: spec('A 7 ORD Docs: GET/POST /hb/docs (at {urlPath}/api/hb/docs unless `docsUrl`)'),
  inn: spec('A 7 Data access: a public INN lookup by GET (its path is ours, /api/hb/inn/{inn}, unless `innUrl`)'),
  docsSearch: chosen('the query `search` of GET /hb/docs: a backend that ignores it lists every document and the operator picks from them'),
  contractObjects: chosen('the campaign’s and periods’ contracts as objects: with ids alone a chosen contract is named by its id until a search finds it'),
  campaignTypes: chosen('prop `campaignTypes`: without it, or for a type it does not list, the type select shows the stored id as an unknown value'),
} satisfies Calls;

/** A contract field of an answer: an id, or the contract itself (then its label is known). */
export interface ContractRef {
  id: number | null;
  contract: Contract | null;
}

/** A 3 Campaign ORD settings, with the campaign they belong to. */
export interface CampaignOrd {
  campaign_id: number;
  name: string;
  /** Y-m-d; where a split's period starts. */
  limit_date_begin: string;
  is_ignore_ord_reports: boolean;
  ord_id: string;
  ord_campaign_type_id: number | null;
  ord_initial_contract: ContractRef;
  ord_final_contract: ContractRef;
  is_ord_periods: boolean;
  /**
   * The campaign as it came, but its contracts as objects (the form sends their ids): a save sends every other
   * field back as it came, those the page does not know included (issue 41, rule 4).
   */
  stored: Record<string, unknown>;
}

/** A 3 ORD period. */
export interface OrdPeriod {
  id: number;
  date_begin: string;
  date_end: string;
  ord: string;
  ord_initial_contract: ContractRef;
  ord_final_contract: ContractRef;
  created: string;
  updated: string;
}

export interface SettingsPayload {
  is_ignore_ord_reports: 0 | 1;
  ord_id: string;
  ord_campaign_type_id: number | null;
  ord_initial_contract_id: number | null;
  ord_final_contract_id: number | null;
}

export interface PeriodPayload {
  date_begin: string;
  date_end: string;
  ord: string;
  ord_initial_contract_id: number | null;
  ord_final_contract_id: number | null;
}

/** The contract of `raw[objectKey]` (an object, or an id), else the id of `raw[idKey]`. */
function refOf(raw: unknown, objectKey: string, idKey: string): ContractRef {
  const value = d.field(raw, objectKey);
  if (isObject(value)) {
    const contract = contractOf(value);
    if (contract) return { id: contract.id, contract };
  }
  return { id: d.id(d.field(raw, idKey)) ?? d.id(value), contract: null };
}

export function campaignOrdOf(raw: unknown): CampaignOrd | null {
  const id = d.id(d.field(raw, 'campaign_id') ?? d.field(raw, 'id'));
  if (id === null) return null;
  const r = d.object(raw);
  const { ord_initial_contract: _initial, ord_final_contract: _final, ...stored } = r;
  return {
    campaign_id: id,
    name: d.text(r.name),
    limit_date_begin: d.text(r.limit_date_begin).slice(0, 10),
    is_ignore_ord_reports: d.bool(r.is_ignore_ord_reports) ?? false,
    ord_id: d.text(r.ord_id),
    ord_campaign_type_id: d.id(r.ord_campaign_type_id),
    ord_initial_contract: refOf(raw, 'ord_initial_contract', 'ord_initial_contract_id'),
    ord_final_contract: refOf(raw, 'ord_final_contract', 'ord_final_contract_id'),
    is_ord_periods: d.bool(r.is_ord_periods) ?? false,
    stored,
  };
}

function periodOf(raw: unknown): OrdPeriod | null {
  const id = d.id(d.field(raw, 'id'));
  if (id === null) return null;
  const r = d.object(raw);
  const ord = r.ord;
  return {
    id,
    date_begin: d.text(r.date_begin).slice(0, 10),
    date_end: d.text(r.date_end).slice(0, 10),
    // `ord` is the period's ORD id, or an object holding it.
    ord: isObject(ord) ? d.text(ord.ord_id ?? ord.id) : d.text(ord),
    ord_initial_contract: refOf(raw, 'ord_initial_contract', 'ord_initial_contract_id'),
    ord_final_contract: refOf(raw, 'ord_final_contract', 'ord_final_contract_id'),
    created: d.text(r.created),
    updated: d.text(r.updated),
  };
}

export const periodsOf = (raw: unknown): OrdPeriod[] => d.list(periodOf)(raw).flatMap((p) => (p ? [p] : []));

/** The only place that knows this screen's URLs ({api} = {urlPath}/api). */
export function campaignOrdApi(urlPath = '', urls: { docs?: string; inn?: string } = {}) {
  const base = sitePath('/api/core/campaigns/settings/ord', urlPath);
  const innUrl = urls.inn ?? sitePath('/api/hb/inn/{inn}', urlPath);
  return {
    /** GET {api}/campaigns/{id}: the campaign with its ORD settings. */
    campaign: async (id: number, signal?: AbortSignal) => required(campaignOrdOf(await api.get<unknown>(sitePath(`/api/campaigns/${id}`, urlPath), { signal })), 'the campaign'),
    /** GET …/{campaign_id}/periods. */
    periods: async (id: number, signal?: AbortSignal) => periodsOf(await api.get<unknown>(`${base}/${id}/periods`, { signal })),
    /** POST …/{campaign_id}: the settings (with the loaded campaign's other fields, as they came). */
    save: async (id: number, payload: SettingsPayload & Record<string, unknown>) => (await api.post<unknown>(`${base}/${id}`, payload)).message,
    /** POST …/{campaign_id}/split-to-periods. */
    split: async (id: number) => (await api.post<unknown>(`${base}/${id}/split-to-periods`)).message,
    /** POST …/{campaign_id}/join-periods. */
    join: async (id: number) => (await api.post<unknown>(`${base}/${id}/join-periods`)).message,
    /** POST …/{campaign_id}/periods. */
    addPeriod: async (id: number, payload: PeriodPayload) => (await api.post<unknown>(`${base}/${id}/periods`, payload)).message,
    /** PUT …/periods/{id}. */
    updatePeriod: async (periodId: number, payload: PeriodPayload) => (await api.put<unknown>(`${base}/periods/${periodId}`, payload)).message,
    /** DELETE …/periods/{id}. */
    deletePeriod: async (periodId: number) => (await api.delete<unknown>(`${base}/periods/${periodId}`)).message,
    /** POST …/{campaign_id}/notify-changes: period (months, Y-m) and types. */
    notify: async (id: number, body: { period: string[]; types: string[] }) => (await api.post<unknown>(`${base}/${id}/notify-changes`, body)).message,
    contracts: contractsApi({ docs: urls.docs ?? sitePath('/api/hb/docs', urlPath), inn: (inn) => innUrl.replace('{inn}', encodeURIComponent(inn)) }),
  };
}

export type CampaignOrdApi = ReturnType<typeof campaignOrdApi>;
