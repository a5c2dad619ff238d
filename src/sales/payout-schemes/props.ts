import { propsSchema } from '@core/props';

/** data-props of <div id="payout-schemes">: only urlPath (the site prefix of {api} = {urlPath}/api). */
export const payoutSchemesProps = propsSchema({});
export type PayoutSchemesProps = ReturnType<typeof payoutSchemesProps.parse>;
