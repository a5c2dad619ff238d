import { prop, propsSchema } from '@core/props';
import { formatsOf, type PayoutFormat } from './api';

/**
 * data-props of <div id="payout-schemes">: the formats with their events (S 3 Format: format_id, name, status,
 * events), as the legacy page printed them (optional: the list answer's own `formats`, else typed ids), and
 * urlPath (the site prefix of {api} = {urlPath}/api). A malformed entry is left out, never a broken page.
 */
export const payoutSchemesProps = propsSchema({
  formats: prop.optional(prop.custom<PayoutFormat[]>('a list of formats [{format_id, name, status, events}]', (value) => (Array.isArray(value) ? formatsOf(value) : undefined))),
});
export type PayoutSchemesProps = ReturnType<typeof payoutSchemesProps.parse>;
