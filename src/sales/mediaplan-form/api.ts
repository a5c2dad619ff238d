import { sitePath } from '@core/basePath';
import { contractOf, contractsApi, type Contract } from '@core/contracts';
import { ApiError } from '@core/apiError';
import { d, required, type DictionaryEntry } from '@core/decode';
import { chosen, spec, type Calls } from '@core/calls';
import { api, isAborted } from '@core/http';
import { userSearch } from '@sales/shared/users/userSearch';
import { choicesOf } from './dictionaries';
import type { Choice } from './props';

/** S 3 supercom types. */
export const SUPERCOM_TYPES = ['none', 'moment', 'repayment', 'repayment_to'] as const;
export type SupercomType = (typeof SUPERCOM_TYPES)[number];

/** S 3 participant roles. */
export const PARTICIPANT_ROLES = ['sales_house', 'agency', 'advertiser'] as const;
export type ParticipantRole = (typeof PARTICIPANT_ROLES)[number];

/** What a media plan read and a media plan sent share (S 3). */
interface MediaplanFields {
  name: string;
  category_id: number | null;
  sales_house_id: number | null;
  /** -1: an agency of its own name (agency_name); 0: none. */
  agency_id: number | null;
  agency_name: string;
  advertiser_id: number | null;
  supercom: number | null;
  /** As the backend sent it: a type outside S 3's shows as unknown and goes back as it came. */
  supercom_type: SupercomType | string;
  supercom_payer_id: number | null;
  /** The owner among the managers; 0: none. */
  manager_id: number;
  managers: Array<{ position_id: number | null; manager_id: number | null }>;
  specificity: string;
  comments: string;
  mediaplans_group_id: number | null;
  payer_id: number | null;
  document_id: number | null;
  payment_date: string;
  payment_splitting: string;
  promotion_platform: string;
  ord_initial_contract_id: number | null;
  ord_id: string;
}

/** The params of S 3, their flags as read (booleans) or as sent (1/0, as PHP reads them). */
interface MediaplanParams<Flag, Participant> {
  /** S 9: 1 when absent. */
  is_unit_cost_discount: Flag;
  /** S 9: 0 when absent. */
  is_ord_from_supercom: Flag;
  post_campaign_report_link: string;
  hidden_for: number[];
  additional_participants: Participant[];
  payer_user_id: number | null;
}

/** S 3 Media plan, as read: every field the spec names, untrusted (a missing or wrong one reads as empty). */
export interface Mediaplan extends MediaplanFields {
  mediaplan_id: number;
  expired_at: string;
  sales_house_sk: string;
  is_supercom_shown: boolean;
  is_barter: boolean;
  is_tender: boolean;
  params: MediaplanParams<boolean, { id: number | null; role: ParticipantRole }>;
  status: string;
  is_booking: boolean;
  author: string;
  /**
   * Chosen: the ORD initial contract itself (A 3's ORD period carries it so), when the answer gives it: the field
   * names it by number and name instead of its bare id; null when absent or about another id.
   */
  ord_initial_contract: Contract | null;
  /** The plan as the backend sent it: an update goes over it, so what this form does not edit is kept (issue 41). */
  source: Readonly<Record<string, unknown>>;
}

/** What POST …/create and PUT …/update/{id} send (JSON). */
export interface MediaplanPayload extends MediaplanFields {
  expired_at: string | null;
  sales_house_sk: string | null;
  is_supercom_shown: 0 | 1;
  is_barter: 0 | 1;
  is_tender: 0 | 1;
  params: MediaplanParams<0 | 1, { id: number; role: ParticipantRole }>;
  is_booking: 0 | 1;
}

/** A sales house's SK (GET {api}/hb/user-sk/{id}: rows of sk, name). */
export interface SalesHouseSk {
  sk: string;
  name: string;
}

/**
 * A media plan has a handful of managers and participants: an answer with more than this many is broken or
 * hostile, and its rows beyond are left out (with a warning) rather than rendered as thousands of fields.
 */
export const MAX_PLAN_ROWS = 50;

function atMost<T>(decode: (raw: unknown) => T[], what: string): (raw: unknown) => T[] {
  return (raw) => {
    const rows = decode(raw);
    if (rows.length <= MAX_PLAN_ROWS) return rows;
    console.warn(`[api] the media plan's ${what} are cut from ${rows.length} to ${MAX_PLAN_ROWS}`);
    return rows.slice(0, MAX_PLAN_ROWS);
  };
}

const flag = (fallback: boolean) => (raw: unknown) => d.bool(raw) ?? fallback;
/** An id that may be 0 or -1 (no agency, an agency of its own name). */
const signedId = (raw: unknown): number | null => d.int(raw);
const ids = (raw: unknown): number[] => d.list(d.id)(raw).flatMap((id) => (id === null ? [] : [id]));

const rawParams = d.record({
  is_unit_cost_discount: flag(true),
  is_ord_from_supercom: flag(false),
  post_campaign_report_link: d.text,
  hidden_for: ids,
  additional_participants: atMost(d.records({ id: d.id, role: d.oneOf<ParticipantRole>(PARTICIPANT_ROLES, 'advertiser') }), 'participants'),
  payer_user_id: d.id,
});

const rawMediaplan = d.record({
  mediaplan_id: d.id,
  name: d.text,
  category_id: d.id,
  expired_at: d.text,
  sales_house_id: d.id,
  sales_house_sk: d.text,
  agency_id: signedId,
  agency_name: d.text,
  advertiser_id: d.id,
  supercom: d.number,
  supercom_type: (raw: unknown) => d.text(raw) || 'none',
  supercom_payer_id: d.id,
  manager_id: (raw: unknown) => d.id(raw) ?? 0,
  managers: atMost(d.records({ position_id: d.id, manager_id: d.id }), 'managers'),
  is_supercom_shown: flag(false),
  is_barter: flag(false),
  is_tender: flag(false),
  params: rawParams,
  specificity: d.text,
  comments: d.text,
  mediaplans_group_id: d.id,
  payer_id: d.id,
  document_id: d.id,
  payment_date: d.text,
  payment_splitting: d.text,
  promotion_platform: d.text,
  ord_initial_contract_id: d.id,
  ord_initial_contract: contractOf,
  ord_id: d.text,
  status: d.text,
  is_booking: flag(false),
  author: (raw: unknown) => d.text(d.field(raw, 'login') ?? d.field(raw, 'name') ?? raw),
});

/** The media plan, untrusted; null without an id. */
export function mediaplanOf(raw: unknown): Mediaplan | null {
  const { ord_initial_contract: contract, ...plan } = rawMediaplan(raw);
  if (plan.mediaplan_id === null) return null;
  const ordContract = contract !== null && contract.id === plan.ord_initial_contract_id ? contract : null;
  return { ...plan, mediaplan_id: plan.mediaplan_id, ord_initial_contract: ordContract, source: d.object(raw) };
}

const skOf = d.records({ sk: d.text, name: d.text });

/** S 3 Campaign, as "Campaign find by id" answers it: its name, period and media plan; its sales model (ours). */
export interface FoundCampaign {
  campaign_id: number;
  name: string;
  mediaplan_id: number | null;
  mediaplan_campaign_id: number | null;
  limit_date_begin: string;
  limit_date_end: string;
  /** Chosen: the campaign's sales model (a key of S 7's sales-models), '' when the answer names none. */
  sales_model: string;
}

const rawCampaign = d.record({
  campaign_id: d.id,
  id: d.id,
  name: d.text,
  mediaplan_id: d.id,
  mediaplan_campaign_id: d.id,
  limit_date_begin: d.text,
  limit_date_end: d.text,
  sales_model: d.text,
});

/** The campaign the answer is about, when it is the one asked for. */
function foundCampaignOf(raw: unknown, id: number): FoundCampaign | null {
  const { id: otherId, campaign_id, ...campaign } = rawCampaign(raw);
  return (campaign_id ?? otherId) === id ? { ...campaign, campaign_id: id } : null;
}

/** S 7 sales models: a list of {alias|id, name} or a map of them; each by its key. */
const salesModelsOf = d.dictionary(['alias', 'id', 'key', 'value'], ['name', 'title']);

/** The SK choices: each sk once (its first name), none without an sk. */
function uniqueSk(rows: SalesHouseSk[]): SalesHouseSk[] {
  const seen = new Set<string>();
  return rows.filter((row) => row.sk !== '' && !seen.has(row.sk) && Boolean(seen.add(row.sk)));
}

/** The screen's calls (issue 41); the plan being edited and the dictionaries come in props. */
export const calls = {
  create: spec('S 7 Media plans: POST {api}/sales/mediaplans/create (success, message, redirect)'),
  update: spec('S 7 Media plans: PUT {api}/sales/mediaplans/update/{id} (success, message, redirect)'),
  salesHouseSk: spec('S 7 GET {api}/hb/user-sk/{id} (rows: sk, name)'),
  dictionary: spec('S 7 Handbooks: GET handbook/{alias}/values, for a dictionary the page did not print (the aliases ours)'),
  searchUsers: spec('S 7 GET /users/search'),
  docs: spec('S 7 Document create via POST /hb/docs (response data), GET /hb/docs'),
  inn: chosen('S 7 "A public INN lookup by GET", taken through this site’s backend (a call off the site is refused, the CSRF token never leaves it): prop `innUrl` (a path on this site with {inn}), default {urlPath}/api/hb/inn/{inn}; without it the INN modal says \'Не удалось загрузить информацию по ИНН.\''),
  campaign: spec('S 7 Campaign find by id: GET {api}/campaigns/{id} (A 7 ORD), the campaign typed in «Кампания по номеру»; 404: \'Кампания не найдена\''),
  salesModels: spec('S 7 Handbooks: GET sales-models ({api}/hb/sales-models, the path ours): the names of the found campaign’s sales model, asked once'),
  ordInitialContract: chosen('answer field `ord_initial_contract` of the plan (a document: id, name, doc_number, date_signed), as A 3 ORD periods carry it: without it the ORD initial contract is named when the payer’s documents (GET /hb/docs?payer_id=) hold it, or once chosen by the search (GET /hb/docs?search=), else shown as \'#{id}\''),
  campaignSalesModel: chosen('answer field `sales_model` of the campaign found: without it no sales model is said'),
  get: chosen('GET {api}/sales/mediaplans/{id}: only when the page did not print the plan (prop `mediaplan`); without both the edit page shows its load failure'),
  guaranteeLetter: chosen('POST {api}/sales/mediaplans/{id}/guarantee-letter: without it the upload shows the error'),
  mediaplanProp: chosen('prop `mediaplan` (the plan being edited, S 3 fields): without it the chosen GET'),
} satisfies Calls;

/** The only place that knows this screen's URLs ({api} = {urlPath}/api). */
export function mediaplanFormApi(urlPath = '', urls: { docs?: string; inn?: string } = {}) {
  const base = sitePath('/api/sales/mediaplans', urlPath);
  const saved = (answer: { data: unknown; redirect: string | undefined }) => ({ id: mediaplanOf(answer.data)?.mediaplan_id ?? d.id(answer.data), redirect: answer.redirect });
  const innUrl = urls.inn ?? sitePath('/api/hb/inn/{inn}', urlPath);
  return {
    /** Ours (the spec names no read; chosen): GET {api}/sales/mediaplans/{id} → the media plan, when the page printed none. */
    get: async (id: number, signal?: AbortSignal) => required(mediaplanOf(await api.get<unknown>(`${base}/${id}`, { signal })), 'the media plan'),
    /** POST {api}/sales/mediaplans/create → success, message, redirect. */
    create: async (payload: MediaplanPayload) => saved(await api.post<unknown>(`${base}/create`, payload)),
    /** PUT {api}/sales/mediaplans/update/{id} → success, message, redirect. */
    update: async (id: number, payload: MediaplanPayload) => saved(await api.put<unknown>(`${base}/update/${id}`, payload)),
    /** GET {api}/hb/user-sk/{sales house id} → rows of sk, name. */
    salesHouseSk: async (salesHouseId: number, signal?: AbortSignal): Promise<SalesHouseSk[]> =>
      uniqueSk(skOf(await api.get<unknown>(sitePath(`/api/hb/user-sk/${salesHouseId}`, urlPath), { signal }))),
    /** Ours: POST {api}/sales/mediaplans/{id}/guarantee-letter, multipart `file`. */
    uploadGuaranteeLetter: async (id: number, file: File) => {
      const body = new FormData();
      body.append('file', file);
      return (await api.post<unknown>(`${base}/${id}/guarantee-letter`, body)).message;
    },
    /** S 7 "Handbooks: GET handbook/{alias}/values": GET {api}/hb/handbook/{alias}/values → a dictionary (the aliases ours). */
    dictionary: async (alias: string, signal?: AbortSignal): Promise<Choice[]> =>
      choicesOf(await api.get<unknown>(sitePath(`/api/hb/handbook/${encodeURIComponent(alias)}/values`, urlPath), { signal })),
    /** S 7 GET /users/search?name=&page=1: the users found by name, as options. */
    searchUsers: userSearch(urlPath),
    /** S 7 "Campaign find by id" (A 7: GET {api}/campaigns/{id}): the campaign, or null when there is none (404, another campaign). */
    campaign: async (id: number, signal?: AbortSignal): Promise<FoundCampaign | null> => {
      try {
        return foundCampaignOf(await api.get<unknown>(sitePath(`/api/campaigns/${id}`, urlPath), { signal }), id);
      } catch (error) {
        if (!isAborted(error) && error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    /** S 7 "Handbooks: GET sales-models": GET {api}/hb/sales-models → the sales models by key. */
    salesModels: async (signal?: AbortSignal): Promise<DictionaryEntry[]> => salesModelsOf(await api.get<unknown>(sitePath('/api/hb/sales-models', urlPath), { signal })),
    /** Documents (GET/POST /hb/docs) and the INN lookup (through this site's backend). */
    contracts: contractsApi({ docs: urls.docs ?? sitePath('/api/hb/docs', urlPath), inn: (inn) => innUrl.replace('{inn}', encodeURIComponent(inn)) }),
  };
}

export type MediaplanFormApi = ReturnType<typeof mediaplanFormApi>;
