import { optionalInt, text } from '@core/hash';

/**
 * The hash: the search (q search string, fmt format id, st status, default active: I 2.8; `all` for any) and the
 * channel whose corrections are open (c), so a link opens it: #q=новости&fmt=2&st=all&c=104.
 */
export const hashSchema = {
  q: text(''),
  fmt: optionalInt({ min: 1 }),
  st: text('active'),
  c: optionalInt({ min: 1 }),
};
export type RedirectionChannelsHash = typeof hashSchema;
