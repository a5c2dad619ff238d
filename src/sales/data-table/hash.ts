import { dateRange, idList, oneOf, optionalInt, page, perPage, sortField, sortOrder } from '@core/hash';
import { PAGE_SIZE } from '@core/paging';

export const TAG_MODES = ['or', 'and'] as const;
export type TagMode = (typeof TAG_MODES)[number];

/** The hash: #dr=2026-11-01,2026-11-20&id=7&t=3,5&tmt=and&p=2&pp=all&f=clicks&o=asc (defaults omitted; sorted by id descending). */
export const hashSchema = {
  dr: dateRange(),
  id: optionalInt({ min: 1 }),
  t: idList(),
  tmt: oneOf(TAG_MODES, 'or'),
  p: page(),
  pp: perPage(PAGE_SIZE, [PAGE_SIZE, 'all']),
  f: sortField('id'),
  o: sortOrder('desc'),
};
