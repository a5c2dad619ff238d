import { page, sortField, sortOrder } from '@core/hash';

export const SORTABLE_FIELDS = ['banner_id', 'name', 'type_id', 'adv_engine_id', 'is_limited'] as const;

/**
 * The hash: #p=2&f=name&o=asc (defaults omitted: page 1, banner_id descending). No page size: it comes
 * from the answer's meta.per_page (A 9: 50 by default), as in banners-targeting.
 */
export const hashSchema = {
  p: page(),
  f: sortField('banner_id', SORTABLE_FIELDS),
  o: sortOrder('desc'),
};
export type BannersHash = typeof hashSchema;
