import { optionalInt } from '@core/hash';

/** `#c={campaign_id}`: the campaign whose KPI modal is open, so a link can open it (replaced, as `#new` is: no Back step). */
export const hashSchema = { c: optionalInt({ min: 1 }) };
