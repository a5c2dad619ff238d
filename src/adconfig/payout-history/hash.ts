/** The table's page (p), as the payout tables keep it: the shared schema. */
export { hashSchema } from '@adconfig/shared/payouts/hash';
