import { propsSchema } from '@core/props';

/** data-props of <div id="post-click-kpi-old">: only urlPath (site prefix of the absolute /api calls and of the link to the new report). */
export const postClickKpiOldProps = propsSchema({});
export type PostClickKpiOldProps = ReturnType<typeof postClickKpiOldProps.parse>;
