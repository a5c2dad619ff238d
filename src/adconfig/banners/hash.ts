import { page, perPage, sortField, sortOrder } from '../../core/hash';
import { PAGE_SIZE } from '../../core/paging';

export const SORTABLE_FIELDS = ['banner_id', 'name', 'type_id', 'adv_engine_id', 'is_limited'] as const;

/** The hash: #p=2&pp=all&f=name&o=asc (defaults omitted: page 1, 50 rows, banner_id descending). */
export const hashSchema = {
  p: page(),
  pp: perPage(PAGE_SIZE, [PAGE_SIZE, 'all']),
  f: sortField('banner_id', SORTABLE_FIELDS),
  o: sortOrder('desc'),
};
export type BannersHash = typeof hashSchema;
