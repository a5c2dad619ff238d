import { page } from '@core/hash';

/** The payout table's page (p, default 1): a table of hundreds of channels shows PAYOUTS_PER_PAGE rows at a time. */
export const hashSchema = { p: page() };
