import { propsSchema } from '@core/props';

/** data-props of <div id="verifier-counters">: only urlPath (the site prefix of /api/hb/verifier-counters). */
export const verifierCountersProps = propsSchema({});
export type VerifierCountersProps = ReturnType<typeof verifierCountersProps.parse>;
