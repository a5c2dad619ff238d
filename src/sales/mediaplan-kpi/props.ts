import { prop, propsSchema } from '@core/props';
import { planHeaderOf, type PlanHeader } from './api';

/**
 * data-props of <div id="mediaplan-kpi">: the media plan the page is of ({name, campaigns: [{campaign_id, name}]},
 * as the legacy page printed it: every campaign, those without a KPI line yet too; optional) and urlPath (the
 * site prefix of {api} = {urlPath}/api); the media plan is the page's ?id=.
 */
export const mediaplanKpiProps = propsSchema({
  mediaplan: prop.optional(prop.custom<PlanHeader>('{name, campaigns: [{campaign_id, name}]}', planHeaderOf)),
});
export type MediaplanKpiProps = ReturnType<typeof mediaplanKpiProps.parse>;
