import { oneOf, page, perPage, sortField, sortOrder, text } from '../../core/hash';
import { PAGE_SIZE } from '../../core/paging';
import type { SitesListStatus } from './api';

/** A 9: without the filter permission the list shows active lists only. */
export const DEFAULT_STATUS: SitesListStatus = 'active';

export const SORTABLE_FIELDS = ['id', 'status', 'name', 'sites_count', 'created', 'updated', 'modified'] as const;

/**
 * The hash: #q=новости&s=blocked&p=2&pp=all&f=name&o=asc (defaults omitted). The status filter starts
 * empty (every status) for a user who may filter by status, at 'active' for the others.
 */
export const hashSchema = (mayFilterStatus = false) => ({
  q: text(''),
  s: oneOf<SitesListStatus | ''>(['', 'active', 'blocked'], mayFilterStatus ? '' : DEFAULT_STATUS),
  p: page(),
  pp: perPage(PAGE_SIZE, [PAGE_SIZE, 'all']),
  f: sortField('id', SORTABLE_FIELDS),
  o: sortOrder('desc'),
});

/** The schema's variants besides hashSchema() (the hash fuzz gate checks each). */
export const hashSchemaVariants = {
  'may filter by status': [true],
} satisfies Record<string, Parameters<typeof hashSchema>>;

export type SitesListsHash = ReturnType<typeof hashSchema>;
