import { dateRange, page, perPage, sortField, sortOrder, text } from '@core/hash';
import { PAGE_SIZE } from '@core/paging';

/** The hash: #dr=2026-11-01,2026-11-20&q=Урал&p=2&pp=all&f=amount&o=asc (period, search, page, size, sort); defaults omitted. */
export const hashSchema = {
  dr: dateRange(),
  q: text(''),
  p: page(),
  pp: perPage(PAGE_SIZE, [PAGE_SIZE, 'all']),
  f: sortField('amount'),
  o: sortOrder('desc'),
};
