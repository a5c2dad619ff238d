import { prop, propsSchema } from '@core/props';
import { printedPageOf } from '@sales/shared/printedReport/printedReport';
import { rowsOf } from './api';

/**
 * data-props of <div id="channels-billing">: the S 6 flags `export` (the Excel export) and `relog` (a partner's name
 * logs in as the partner), and urlPath (the site prefix of /api/stat/channels…), e.g. {"export":true,"relog":false}.
 */
export const channelsBillingProps = propsSchema({
  export: prop.optional(prop.flag()),
  relog: prop.optional(prop.flag()),
  /** The report's first page as the legacy page printed it (no period, no search, by amount): `{rows, total}` (issue 41). */
  firstPage: prop.optional(prop.custom('the first page {rows, total}', (v) => printedPageOf(v, rowsOf))),
});
export type ChannelsBillingProps = ReturnType<typeof channelsBillingProps.parse>;
