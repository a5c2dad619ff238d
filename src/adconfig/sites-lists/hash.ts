import { oneOf, page, perPage, sortField, sortOrder, text } from '@core/hash';
import { PAGE_SIZE } from '@core/paging';
import type { SitesListStatus } from './api';

/** A 9: without the filter permission the list shows active lists only. */
export const DEFAULT_STATUS: SitesListStatus = 'active';

export const SORTABLE_FIELDS = ['id', 'status', 'name', 'sites_count', 'created', 'updated', 'modified'] as const;

/**
 * The hash: #q=новости&s=blocked&p=2&pp=all&f=name&o=asc (defaults omitted). The status filter starts
 * empty (every status); it applies only while the user may filter by status (the others see active lists).
 */
export const hashSchema = () => ({
  q: text(''),
  s: oneOf<SitesListStatus | ''>(['', 'active', 'blocked'], ''),
  p: page(),
  pp: perPage(PAGE_SIZE, [PAGE_SIZE, 'all']),
  f: sortField('id', SORTABLE_FIELDS),
  o: sortOrder('desc'),
});

export type SitesListsHash = ReturnType<typeof hashSchema>;
