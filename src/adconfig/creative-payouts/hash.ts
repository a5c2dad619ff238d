/** The table's page (p), as every payout table keeps it: the shared schema. */
export { hashSchema } from '@adconfig/shared/payouts/hash';
