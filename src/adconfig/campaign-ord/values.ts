import type { CampaignOrd, OrdPeriod, PeriodPayload, SettingsPayload } from './api';

export interface SettingsValues {
  is_ignore_ord_reports: boolean;
  ord_id: string;
  ord_campaign_type_id: number | null;
  ord_initial_contract_id: number | null;
  ord_final_contract_id: number | null;
}

export interface PeriodValues {
  date_begin: string;
  date_end: string;
  ord: string;
  ord_initial_contract_id: number | null;
  ord_final_contract_id: number | null;
}

export const emptySettings = (): SettingsValues => ({ is_ignore_ord_reports: false, ord_id: '', ord_campaign_type_id: null, ord_initial_contract_id: null, ord_final_contract_id: null });

export function settingsOf(campaign: CampaignOrd): SettingsValues {
  return {
    is_ignore_ord_reports: campaign.is_ignore_ord_reports,
    ord_id: campaign.ord_id,
    ord_campaign_type_id: campaign.ord_campaign_type_id,
    ord_initial_contract_id: campaign.ord_initial_contract.id,
    ord_final_contract_id: campaign.ord_final_contract.id,
  };
}

export const emptyPeriod = (): PeriodValues => ({ date_begin: '', date_end: '', ord: '', ord_initial_contract_id: null, ord_final_contract_id: null });

export function periodValuesOf(period: OrdPeriod): PeriodValues {
  return {
    date_begin: period.date_begin,
    date_end: period.date_end,
    ord: period.ord,
    ord_initial_contract_id: period.ord_initial_contract.id,
    ord_final_contract_id: period.ord_final_contract.id,
  };
}

/** A 3: a form is locked once its contracts or ids are set. */
export const hasOrdData = (values: { ord_initial_contract_id: number | null; ord_final_contract_id: number | null }, ordId: string): boolean =>
  ordId.trim() !== '' || values.ord_initial_contract_id !== null || values.ord_final_contract_id !== null;

export const settingsPayload = (v: SettingsValues): SettingsPayload => ({
  is_ignore_ord_reports: v.is_ignore_ord_reports ? 1 : 0,
  ord_id: v.ord_id.trim(),
  ord_campaign_type_id: v.ord_campaign_type_id,
  ord_initial_contract_id: v.ord_initial_contract_id,
  ord_final_contract_id: v.ord_final_contract_id,
});

export const periodPayload = (v: PeriodValues): PeriodPayload => ({
  date_begin: v.date_begin,
  date_end: v.date_end,
  ord: v.ord.trim(),
  ord_initial_contract_id: v.ord_initial_contract_id,
  ord_final_contract_id: v.ord_final_contract_id,
});
