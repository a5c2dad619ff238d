import { prop, propsSchema } from '@core/props';
import { isObject } from '@core/decode';
import { settingsOf } from './settings';

/**
 * data-props of <div id="creative-stat-events">: `configurable` (S 6: the fast filters may be managed) and `report`,
 * the report's saved settings at page load (`{fastFilters: [{id, name, qs, sort, active}], defaultFilter}`), e.g.
 * {"configurable":true,"report":{"fastFilters":[{"id":1,"name":"Клики","qs":"ev=click","sort":1,"active":false}],"defaultFilter":1}}.
 */
export const creativeStatEventsProps = propsSchema({
  configurable: prop.optional(prop.flag()),
  report: prop.optional(prop.custom('report settings {fastFilters, defaultFilter}', (v) => (isObject(v) ? settingsOf(v) : undefined))),
});
export type CreativeStatEventsProps = ReturnType<typeof creativeStatEventsProps.parse>;
