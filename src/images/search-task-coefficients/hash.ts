import { bare, oneOf } from '../../core/hash';

/** The hash: `#new` opens the add modal (a link to "add a coefficient"); nothing else is kept. */
export const hashSchema = {
  view: bare(oneOf<'' | 'new'>(['', 'new'], '')),
};
export type CoefficientsHash = typeof hashSchema;
