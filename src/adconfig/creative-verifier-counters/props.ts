import { prop, propsSchema } from '@core/props';

/** data-props of <div id="creative-verifier-counters">. */
export const creativeVerifierCountersProps = propsSchema({
  /** A 6: the counters are edited only with this flag; without it the page shows them. */
  edit: prop.optional(prop.flag()),
});
export type CreativeVerifierCountersProps = ReturnType<typeof creativeVerifierCountersProps.parse>;
