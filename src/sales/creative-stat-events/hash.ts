import { oneOf, page, perPage, sortField, sortOrder, text } from '@core/hash';
import { PAGE_SIZE } from '@core/paging';

export const EVENTS = ['', 'show', 'view', 'click', 'close'] as const;
export type EventKind = (typeof EVENTS)[number];

/** The filters a fast filter saves (its `qs`): the hash keys of the sidebar. */
export const FILTER_KEYS = ['cr', 'ev'] as const;

/** The hash: #cr=Осень&ev=click&p=2&pp=all&f=count&o=asc (creative id or name, event, page, size, sort); defaults omitted. */
export const hashSchema = {
  cr: text(''),
  ev: oneOf(EVENTS, ''),
  p: page(),
  pp: perPage(PAGE_SIZE, [PAGE_SIZE, 'all']),
  f: sortField('day'),
  o: sortOrder('desc'),
};
