import { prop, propsSchema } from '@core/props';
import { recordProp } from '@core/record';

/** data-props of <div id="creative-verifier-counters">. */
export const creativeVerifierCountersProps = propsSchema({
  /** A 6: the counters are edited only with this flag; without it the page shows them. */
  edit: prop.optional(prop.flag()),
  /** The flight (A 3 Creative), for the heading; none: GET /creatives/{id}, else the number alone. */
  record: recordProp(),
});
export type CreativeVerifierCountersProps = ReturnType<typeof creativeVerifierCountersProps.parse>;
