import { oneOf, optionalInt, page, sortField, sortOrder, text } from '@core/hash';

export const SORTABLE_FIELDS = ['banner_id', 'name', 'type_id', 'adv_engine_id', 'is_limited'] as const;
export const LIMITED_FILTER = ['', 'yes', 'no'] as const;
export type LimitedFilter = (typeof LIMITED_FILTER)[number];

/**
 * The hash (A 2: filters in the hash): #q=лето&t=1&l=yes&p=2&f=name&o=asc (defaults omitted). No page size:
 * it comes from the answer's meta.per_page (A 9: 50 by default); the sort defaults to banner_id descending.
 */
export const hashSchema = {
  q: text(''),
  t: optionalInt({ min: 1 }),
  l: oneOf(LIMITED_FILTER, ''),
  p: page(),
  f: sortField('banner_id', SORTABLE_FIELDS),
  o: sortOrder('desc'),
};
export type BannersTargetingHash = typeof hashSchema;
