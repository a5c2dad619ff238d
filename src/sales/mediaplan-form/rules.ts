import { numeric, required, requiredIf, rule, type PathRules, type RuleFn } from '@core/record';
import { AGENCY_CUSTOM, LABEL, TEXT } from './texts';
import type { MediaplanValues } from './values';

const need = (name: string) => required(TEXT.required(name));

/** S 3: the managers have exactly one owner, who is one of them. */
const oneOwner: RuleFn = (_value, ctx) => {
  const values = ctx.values as MediaplanValues;
  if (values.managers.length === 0) return TEXT.needManager;
  return values.managers.some((m) => m.manager_id !== null && m.manager_id === values.manager_id) ? null : TEXT.needOwner;
};

/**
 * S 5 Media plan: name, category, expired_at, sales house, agency, advertiser, sales house sk, supercom
 * required; for a booking also payer, basis document, payment date and amount splitting. A custom agency
 * (−1) needs its name, repayment_to its payer-recipient; every manager row its position and manager.
 */
export function mediaplanRules(booking: boolean): PathRules {
  const rules: PathRules = {
    name: [need(LABEL.name)],
    category_id: [need(LABEL.category_id)],
    expired_at: [need(LABEL.expired_at)],
    sales_house_id: [need(LABEL.sales_house_id)],
    sales_house_sk: [need(LABEL.sales_house_sk)],
    agency_id: [need(LABEL.agency_id)],
    agency_name: [requiredIf((ctx) => ctx.get('agency_id') === AGENCY_CUSTOM, TEXT.required(LABEL.agency_name))],
    advertiser_id: [need(LABEL.advertiser_id)],
    supercom: [need(LABEL.supercom), numeric(TEXT.number(LABEL.supercom))],
    supercom_payer_id: [requiredIf((ctx) => ctx.get('supercom_type') === 'repayment_to', TEXT.required(LABEL.supercom_payer_id))],
    managers: [oneOwner],
    'managers.*.position_id': [need(LABEL.position)],
    'managers.*.manager_id': [need(LABEL.manager)],
    'params.additional_participants.*.id': [need(LABEL.participant)],
    'params.post_campaign_report_link': [rule('url')],
    ord_initial_contract_id: [numeric(TEXT.number(LABEL.ord_initial_contract_id))],
  };
  if (booking) {
    rules.payer_id = [need(LABEL.payer_id)];
    rules.document_id = [need(LABEL.document_id)];
    rules.payment_date = [need(LABEL.payment_date)];
    rules.payment_splitting = [need(LABEL.payment_splitting)];
  }
  return rules;
}
