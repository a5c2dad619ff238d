import { prop, propsSchema } from '@core/props';
import { isObject } from '@core/decode';
import { printedPageOf } from '@sales/shared/printedReport/printedReport';
import { rowsOf } from './api';
import { settingsOf } from './settings';

/**
 * data-props of <div id="creative-stat-events">: `configurable` (S 6: the fast filters may be managed) and `report`,
 * the report's saved settings at page load (`{fastFilters: [{id, name, qs, sort, active}], defaultFilter, ordered?, list?}`:
 * what the page does not edit is kept and sent back whole with every change), e.g.
 * {"configurable":true,"report":{"fastFilters":[{"id":1,"name":"Клики","qs":"ev=click","sort":1,"active":false}],"defaultFilter":1}}.
 */
export const creativeStatEventsProps = propsSchema({
  configurable: prop.optional(prop.flag()),
  report: prop.optional(prop.custom('report settings {fastFilters, defaultFilter, ordered?, list?}', (v) => (isObject(v) ? settingsOf(v) : undefined))),
  /** The report's first page without filters as the legacy page printed it: `{rows, total}` (issue 41). */
  firstPage: prop.optional(prop.custom('the first page {rows, total}', (v) => printedPageOf(v, rowsOf))),
});
export type CreativeStatEventsProps = ReturnType<typeof creativeStatEventsProps.parse>;
