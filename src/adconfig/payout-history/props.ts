import { propsSchema } from '@core/props';

/** data-props of <div id="payout-history">: only urlPath (the site prefix of {urlPath}/api/); the creative and channel are the page's ?id= and ?channel_id=. */
export const payoutHistoryProps = propsSchema({});
export type PayoutHistoryProps = ReturnType<typeof payoutHistoryProps.parse>;
