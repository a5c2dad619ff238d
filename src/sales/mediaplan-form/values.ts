import { isObject } from '@core/decode';
import { numberOf } from '@core/record';
import type { Mediaplan, MediaplanPayload, ParticipantRole, SupercomType } from './api';

export interface ManagerRow {
  position_id: number | null;
  manager_id: number | null;
}

export interface ParticipantRow {
  id: number | null;
  role: ParticipantRole;
}

/** The media plan as typed: numbers the operator types stay text until the save. */
export interface MediaplanValues {
  name: string;
  category_id: number | null;
  expired_at: string;
  sales_house_id: number | null;
  sales_house_sk: string | null;
  agency_id: number | null;
  agency_name: string;
  advertiser_id: number | null;
  supercom: string;
  supercom_type: SupercomType | string;
  supercom_payer_id: number | null;
  manager_id: number;
  managers: ManagerRow[];
  is_supercom_shown: boolean;
  is_barter: boolean;
  is_tender: boolean;
  params: {
    is_unit_cost_discount: boolean;
    is_ord_from_supercom: boolean;
    post_campaign_report_link: string;
    hidden_for: number[];
    additional_participants: ParticipantRow[];
    payer_user_id: number | null;
  };
  specificity: string;
  comments: string;
  mediaplans_group_id: number | null;
  is_booking: boolean;
  payer_id: number | null;
  document_id: number | null;
  payment_date: string;
  payment_splitting: string;
  promotion_platform: string;
  ord_initial_contract_id: string;
  ord_id: string;
}

/** A new media plan: S 9 defaults is_unit_cost_discount 1, is_ord_from_supercom 0. */
export function emptyMediaplan(): MediaplanValues {
  return {
    name: '',
    category_id: null,
    expired_at: '',
    sales_house_id: null,
    sales_house_sk: null,
    agency_id: null,
    agency_name: '',
    advertiser_id: null,
    supercom: '',
    supercom_type: 'none',
    supercom_payer_id: null,
    manager_id: 0,
    managers: [],
    is_supercom_shown: false,
    is_barter: false,
    is_tender: false,
    params: { is_unit_cost_discount: true, is_ord_from_supercom: false, post_campaign_report_link: '', hidden_for: [], additional_participants: [], payer_user_id: null },
    specificity: '',
    comments: '',
    mediaplans_group_id: null,
    is_booking: false,
    payer_id: null,
    document_id: null,
    payment_date: '',
    payment_splitting: '',
    promotion_platform: '',
    ord_initial_contract_id: '',
    ord_id: '',
  };
}

export const newManager = (): ManagerRow => ({ position_id: null, manager_id: null });
export const newParticipant = (): ParticipantRow => ({ id: null, role: 'advertiser' });

export function valuesOf(plan: Mediaplan): MediaplanValues {
  return {
    name: plan.name,
    category_id: plan.category_id,
    expired_at: plan.expired_at.slice(0, 10),
    sales_house_id: plan.sales_house_id,
    sales_house_sk: plan.sales_house_sk || null,
    agency_id: plan.agency_id,
    agency_name: plan.agency_name,
    advertiser_id: plan.advertiser_id,
    supercom: plan.supercom === null ? '' : String(plan.supercom),
    supercom_type: plan.supercom_type,
    supercom_payer_id: plan.supercom_payer_id,
    manager_id: plan.manager_id,
    managers: plan.managers.map((m) => ({ ...m })),
    is_supercom_shown: plan.is_supercom_shown,
    is_barter: plan.is_barter,
    is_tender: plan.is_tender,
    params: {
      ...plan.params,
      hidden_for: [...plan.params.hidden_for],
      additional_participants: plan.params.additional_participants.map((p) => ({ ...p })),
    },
    specificity: plan.specificity,
    comments: plan.comments,
    mediaplans_group_id: plan.mediaplans_group_id,
    is_booking: plan.is_booking,
    payer_id: plan.payer_id,
    document_id: plan.document_id,
    payment_date: plan.payment_date,
    payment_splitting: plan.payment_splitting,
    promotion_platform: plan.promotion_platform,
    ord_initial_contract_id: plan.ord_initial_contract_id === null ? '' : String(plan.ord_initial_contract_id),
    ord_id: plan.ord_id,
  };
}

const bit = (on: boolean): 0 | 1 => (on ? 1 : 0);

/** An update: the payload over the plan as loaded, its params over the loaded params (issue 41's round trip). */
export function updateOf(values: MediaplanValues, source: Readonly<Record<string, unknown>>): MediaplanPayload {
  const payload = payloadOf(values);
  const params = source.params;
  const loadedParams = typeof params === 'object' && params !== null && !Array.isArray(params) ? params : {};
  // The ORD initial contract the plan came with (chosen `ord_initial_contract`) goes back only while it is still the one chosen.
  const { ord_initial_contract: loadedContract, ...rest } = source;
  const contractId = isObject(loadedContract) ? loadedContract.id : undefined;
  const kept = loadedContract === undefined || Number(contractId) === payload.ord_initial_contract_id ? source : rest;
  return { ...kept, ...payload, params: { ...loadedParams, ...payload.params } };
}

/** What is sent: texts trimmed, numbers parsed, the payer-recipient only for repayment_to, participants without a user left out. */
export function payloadOf(values: MediaplanValues): MediaplanPayload {
  const contract = numberOf(values.ord_initial_contract_id);
  return {
    name: values.name.trim(),
    category_id: values.category_id,
    expired_at: values.expired_at || null,
    sales_house_id: values.sales_house_id,
    sales_house_sk: values.sales_house_sk,
    agency_id: values.agency_id,
    agency_name: values.agency_id === -1 ? values.agency_name.trim() : '',
    advertiser_id: values.advertiser_id,
    supercom: numberOf(values.supercom),
    supercom_type: values.supercom_type,
    supercom_payer_id: values.supercom_type === 'repayment_to' ? values.supercom_payer_id : null,
    manager_id: values.manager_id,
    managers: values.managers.map((m) => ({ position_id: m.position_id, manager_id: m.manager_id })),
    is_supercom_shown: bit(values.is_supercom_shown),
    is_barter: bit(values.is_barter),
    is_tender: bit(values.is_tender),
    params: {
      is_unit_cost_discount: bit(values.params.is_unit_cost_discount),
      is_ord_from_supercom: bit(values.params.is_ord_from_supercom),
      post_campaign_report_link: values.params.post_campaign_report_link.trim(),
      hidden_for: values.params.hidden_for,
      additional_participants: values.params.additional_participants.flatMap((p) => (p.id === null ? [] : [{ id: p.id, role: p.role }])),
      payer_user_id: values.params.payer_user_id,
    },
    specificity: values.specificity.trim(),
    comments: values.comments.trim(),
    mediaplans_group_id: values.mediaplans_group_id,
    payer_id: values.payer_id,
    document_id: values.document_id,
    payment_date: values.payment_date.trim(),
    payment_splitting: values.payment_splitting.trim(),
    promotion_platform: values.promotion_platform.trim(),
    ord_initial_contract_id: contract !== null && Number.isSafeInteger(contract) && contract > 0 ? contract : null,
    ord_id: values.ord_id.trim(),
    is_booking: bit(values.is_booking),
  };
}
