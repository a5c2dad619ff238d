import { propsSchema } from '@core/props';

/** data-props of <div id="mediaplan-kpi">: only urlPath (the site prefix of {api} = {urlPath}/api); the media plan is the page's ?id=. */
export const mediaplanKpiProps = propsSchema({});
export type MediaplanKpiProps = ReturnType<typeof mediaplanKpiProps.parse>;
