import { addModalField } from '@core/crud/addModalHash';

/** The hash: `#new` opens the add modal (a link to "add a payout scheme"); nothing else is kept. */
export const hashSchema = {
  view: addModalField(),
};
export type PayoutSchemesHash = typeof hashSchema;
