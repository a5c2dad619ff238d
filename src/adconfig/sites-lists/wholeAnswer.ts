import type { Page } from '@core/http';
import type { Paging } from '@core/paging';
import type { SitesListRow, SitesListsQuery } from './api';

/** A row's value of a sortable column, as compared: numbers as numbers, the rest as text. */
function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (a === null || a === undefined || a === '') return b === null || b === undefined || b === '' ? 0 : -1;
  if (b === null || b === undefined || b === '') return 1;
  return String(a).localeCompare(String(b), 'ru');
}

/**
 * An answer that holds more rows than the page asked for came from a backend that ignored the list's params (their
 * names are ours, not the spec's): the search, status and sort are then applied here, over the whole list it gave, so
 * they still do what the operator asked. An answer of one page is the server's and is left as it came.
 */
export function appliedHere<E extends object>(page: Page<SitesListRow, E>, query: SitesListsQuery, paging: Paging): Page<SitesListRow, E> {
  if (paging.perPage === 'all' || page.rows.length <= paging.perPage) return page;
  const wanted = query.search.trim().toLocaleLowerCase('ru');
  const rows = page.rows.filter((row) => (!query.status || row.status === query.status) && (!wanted || row.name.toLocaleLowerCase('ru').includes(wanted)));
  const field = paging.sort as keyof SitesListRow;
  if (paging.sort) {
    const sign = paging.order === 'asc' ? 1 : -1;
    rows.sort((a, b) => sign * compare(a[field], b[field]));
  }
  return { ...page, rows, total: rows.length };
}
