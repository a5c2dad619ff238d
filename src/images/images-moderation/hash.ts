import { idList, oneOf, optionalInt, page, perPage, sortField, sortOrder, text } from '@core/hash';
import { PAGE_SIZE } from '@core/paging';
import { TAG_MODES, type TagMode } from '@images/shared/tagFilter';

export { TAG_MODES, type TagMode };

/** I 9: the tag presence filter's values; 'all' is no filter. */
export const TAG_PRESENCE = ['all', 'none', 'auto_only', 'usr_only', 'auto_not', 'usr_not', 'except_only'] as const;
export type TagPresence = (typeof TAG_PRESENCE)[number];

/**
 * I 2.1 (one variant): #t=3,5&tmt=and&on=usr_only&s=104&d=vesti&pu=cdn.example&rb=50&re=90&f=rate&o=asc&p=2
 * (defaults omitted; the default sort is Показы descending).
 */
export const hashSchema = {
  t: idList(),
  tmt: oneOf(TAG_MODES, 'or'),
  on: oneOf(TAG_PRESENCE, 'all'),
  s: optionalInt({ min: 1 }),
  d: text(''),
  /** The photo's address, or a part of it. */
  pu: text(''),
  rb: optionalInt({ min: 0, max: 100 }),
  re: optionalInt({ min: 0, max: 100 }),
  p: page(),
  pp: perPage(PAGE_SIZE, [PAGE_SIZE, 'all']),
  f: sortField('displayed'),
  o: sortOrder('desc'),
};
