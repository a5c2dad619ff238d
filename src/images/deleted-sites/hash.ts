import { idList, page, perPage, sortField, sortOrder, text } from '@core/hash';
import { PAGE_SIZE } from '@core/paging';

/** The hash: #q=ya.ru&pid=12,15&p=2&pp=all&f=url&o=asc (defaults omitted). */
export const hashSchema = {
  q: text(''),
  pid: idList(),
  p: page(),
  pp: perPage(PAGE_SIZE, [PAGE_SIZE, 'all']),
  f: sortField('site_id'),
  o: sortOrder('desc'),
};
