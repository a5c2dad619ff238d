// Issue 41: a report whose data call the spec does not name shows, on the existing backend, what the legacy page
// printed: the first page of its default filters (`{rows, total}` in its props). Only that request is answered from
// it; any other (filters, another page, another order) goes to the chosen call, and without it shows the load failure.
import { d, isObject } from '@core/decode';
import type { Paging } from '@core/paging';
import type { ReportPage } from '@core/report/ReportStore';

/** The page as printed: its rows (decoded by the screen) and the report's total. */
export interface PrintedPage<Row> {
  rows: Row[];
  total: number | null;
}

/** The printed page of a props value `{rows: [...], total?}`; undefined when it carries no list of rows. */
export function printedPageOf<Row>(raw: unknown, rowsOf: (raw: unknown) => Row[]): PrintedPage<Row> | undefined {
  if (!isObject(raw) || !Array.isArray(raw.rows)) return undefined;
  const rows = rowsOf(raw.rows);
  return { rows, total: d.count(raw.total) ?? rows.length };
}

/** What a request asks for: the filters and the paging, compared as written. */
export interface ReportRequest<Query> {
  query: Query;
  paging: Paging;
}

function sameRequest<Query>(a: ReportRequest<Query>, b: ReportRequest<Query>): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The printed page as a report answer when `request` is the one it was printed for; null: the call asks. */
export function printedAnswer<Row, Query>(printed: PrintedPage<Row> | undefined, request: ReportRequest<Query>, printedFor: ReportRequest<Query>): ReportPage<Row> | null {
  if (!printed || !sameRequest(request, printedFor)) return null;
  return { rows: printed.rows, total: printed.total, totals: [], columns: [], compiledAt: null, info: undefined };
}
