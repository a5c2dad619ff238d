import { bare, oneOf, page, perPage } from '@core/hash';
import { PAGE_SIZE } from '@core/paging';

export const TABS = ['images', 'actions'] as const;
export type Tab = (typeof TABS)[number];

/** The open tab as the hash's bare word, then the page: #actions?p=2 (defaults omitted: the images, page 1). */
export const hashSchema = {
  tab: bare(oneOf<Tab>(TABS, 'images')),
  p: page(),
  pp: perPage(PAGE_SIZE, [PAGE_SIZE, 'all']),
};
