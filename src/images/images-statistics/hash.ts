import { dateRange, idList, oneOf, page, perPage, sortField, sortOrder } from '@core/hash';
import { PAGE_SIZE } from '@core/paging';
import { TAG_MODES, type TagMode } from '@images/shared/tagFilter';

export { TAG_MODES, type TagMode };


/**
 * I 2.1, date-range variant: #t=3,5&tmt=and&of=ctr&od=asc&p=2&dr=2026-01-01,2026-01-31
 * (defaults omitted; the default sort is Показы descending). Beyond the spec's keys, `pp` keeps the
 * paginator's page size (I 9: 50 with 'all'), as images-moderation does.
 */
export const hashSchema = {
  t: idList(),
  tmt: oneOf(TAG_MODES, 'or'),
  of: sortField('displayed'),
  od: sortOrder('desc'),
  p: page(),
  pp: perPage(PAGE_SIZE, [PAGE_SIZE, 'all']),
  dr: dateRange(),
};
