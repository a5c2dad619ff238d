import { bare, oneOf } from '../../core/hash';

/** The hash: `#new` opens the add modal (a link to "add a payout scheme"); nothing else is kept. */
export const hashSchema = {
  view: bare(oneOf<'' | 'new'>(['', 'new'], '')),
};
export type PayoutSchemesHash = typeof hashSchema;
