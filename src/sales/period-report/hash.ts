import { page, perPage, sortField, sortOrder } from '@core/hash';
import { filterValues } from '@core/hash/filterValues';

/** S 9: 15 a page, sorted by `requested` descending. */
export const PAGE_SIZE = 15;

export const PER_PAGE_OPTIONS = [PAGE_SIZE, 50, 100, 'all'] as const;

/** The hash: #fl=product%3Dvideo&p=2&pp=all&f=shown&o=asc (the sidebar's filters, page, page size, sort); defaults omitted. */
export const hashSchema = {
  fl: filterValues(),
  p: page(),
  pp: perPage(PAGE_SIZE, PER_PAGE_OPTIONS),
  f: sortField('requested'),
  o: sortOrder('desc'),
};
