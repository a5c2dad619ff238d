import { page, perPage, sortField, sortOrder, text } from '@core/hash';
import { PAGE_SIZE } from '@core/paging';

/** The user statistics' sortable fields. */
export const SORT_FIELDS = ['user_id', 'user_login', 'images', 'actions', 'last_action'] as const;

/** The hash: #q=petrova&p=2&pp=all&f=last_action&o=asc (defaults omitted: the busiest users first). */
export const hashSchema = {
  q: text(''),
  p: page(),
  pp: perPage(PAGE_SIZE, [PAGE_SIZE, 'all']),
  f: sortField('actions', SORT_FIELDS),
  o: sortOrder('desc'),
};
