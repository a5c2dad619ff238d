import { oneOf, text } from '@core/hash';

/** The hash: the open add tab (t=one|list) and the table filter (q). */
export const hashSchema = {
  t: oneOf(['one', 'list'] as const, 'one'),
  q: text(''),
};
