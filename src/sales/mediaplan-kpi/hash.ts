import { optionalInt } from '../../core/hash';

/** `#c={campaign_id}`: the campaign whose KPI modal is open (a link can open it; Back closes it). */
export const hashSchema = { c: optionalInt({ min: 1 }) };
