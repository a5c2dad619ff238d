import { propsSchema } from '@core/props';

/** data-props of <div id="creative-payouts">: only urlPath (the site prefix of /creatives/payouts and {api}); the creative is the page's ?id=. */
export const creativePayoutsProps = propsSchema({});
export type CreativePayoutsProps = ReturnType<typeof creativePayoutsProps.parse>;
