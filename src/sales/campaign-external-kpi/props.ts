import { propsSchema } from '@core/props';

/** data-props of <div id="campaign-external-kpi">: only urlPath (the site prefix of {api} = {urlPath}/api); the campaign is the page's ?id=. */
export const campaignExternalKpiProps = propsSchema({});
export type CampaignExternalKpiProps = ReturnType<typeof campaignExternalKpiProps.parse>;
