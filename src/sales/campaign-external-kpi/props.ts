import { prop, propsSchema } from '@core/props';
import { campaignOf, type Campaign } from './api';

/**
 * data-props of <div id="campaign-external-kpi">: the campaign as the page printed it (S 3 Campaign: campaign_id,
 * mediaplan_id, limit dates, external_kpi_comment, name; optional: the GET's own `campaign` then) and urlPath (the
 * site prefix of {api} = {urlPath}/api); the campaign is the page's ?id=.
 */
export const campaignExternalKpiProps = propsSchema({
  campaign: prop.optional(prop.custom<Campaign>('the campaign (an object)', (value) => (typeof value === 'object' && value !== null && !Array.isArray(value) ? campaignOf(value) : undefined))),
});
export type CampaignExternalKpiProps = ReturnType<typeof campaignExternalKpiProps.parse>;
