import type { Paging } from '../paging';
import type { ReportPage } from './ReportStore';

/** The most pages asked for one export: a backend that keeps answering pages never holds the export forever. */
export const MAX_EXPORT_PAGES = 1000;

/**
 * Every row of a report's filters, for an export or a copy (not only the page on screen): the report's own
 * call asked once with `per_page=all`; a backend that caps that answer below its total is then paged
 * through at the size it answered, until the total is in or a page comes back empty.
 */
export async function allReportRows<Row, Q, Info>(
  load: (query: Q, paging: Paging, signal?: AbortSignal) => Promise<ReportPage<Row, Info>>,
  query: Q,
  sort: Pick<Paging, 'sort' | 'order'>,
  signal?: AbortSignal,
): Promise<Row[]> {
  const first = await load(query, { page: 1, perPage: 'all', ...sort }, signal);
  const rows = [...first.rows];
  const size = first.rows.length;
  const total = first.total;
  if (total === null || size === 0 || rows.length >= total) return rows;
  for (let page = 2; page <= MAX_EXPORT_PAGES && rows.length < total; page++) {
    const next = await load(query, { page, perPage: size, ...sort }, signal);
    if (next.rows.length === 0) break;
    rows.push(...next.rows);
  }
  return rows;
}
