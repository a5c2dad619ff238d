import { propsSchema } from '@core/props';

/** data-props of <div id="period-report">: none beyond urlPath; the report is asked for at the page's own path (S 7 GET {uri}). */
export const periodReportProps = propsSchema({});
export type PeriodReportProps = ReturnType<typeof periodReportProps.parse>;
