import { oneOf, page, sortField, sortOrder, text } from '@core/hash';

export const SORTABLE_FIELDS = ['channel_id', 'name', 'status', 'is_limit_on_creative'] as const;
export const CHANNEL_STATUSES = ['active', 'blocked', 'new'] as const;
export const STATUS_FILTER = ['', ...CHANNEL_STATUSES] as const;
export const ADDED_FILTER = ['', 'yes', 'no'] as const;

/**
 * The list's state in the hash (A 2): #q=погода&s=active&l=yes&p=2&f=name&o=asc (defaults omitted). No page size:
 * the first page asks for 20, then the answer's meta.per_page sets it (A 9: 50 when absent).
 */
export const hashSchema = {
  q: text(''),
  s: oneOf(STATUS_FILTER, ''),
  l: oneOf(ADDED_FILTER, ''),
  p: page(),
  f: sortField('channel_id', SORTABLE_FIELDS),
  o: sortOrder('desc'),
};
export type CreativeChannelsHash = typeof hashSchema;
