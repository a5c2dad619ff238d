import { sitePath } from '@core/basePath';
import { contractOf, contractsApi, type Contract } from '@core/contracts';
import { d, isObject, required } from '@core/decode';
import { api } from '@core/http';

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
    /** POST …/{campaign_id}: the settings. */
    save: async (id: number, payload: SettingsPayload) => (await api.post<unknown>(`${base}/${id}`, payload)).message,
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
