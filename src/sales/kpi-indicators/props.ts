import { propsSchema } from '@core/props';

/** data-props of <div id="kpi-indicators">: only urlPath (the site prefix of {api} = {urlPath}/api). */
export const kpiIndicatorsProps = propsSchema({});
export type KpiIndicatorsProps = ReturnType<typeof kpiIndicatorsProps.parse>;
