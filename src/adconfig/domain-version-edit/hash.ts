import { oneOf, optionalInt, sortOrder, text } from '@core/hash';

export const SORT_FIELDS = ['domain', 'displayed', 'clicked'] as const;

/** The filter modal's choices and the table's sort: #q=mail&dmin=100&f=displayed&o=desc (defaults omitted). */
export const hashSchema = {
  q: text(''),
  dmin: optionalInt({ min: 0 }),
  cmin: optionalInt({ min: 0 }),
  f: oneOf(SORT_FIELDS, 'domain'),
  o: sortOrder('asc'),
};
