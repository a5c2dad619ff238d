import { pagePath } from '@core/basePath';
import { d } from '@core/decode';
import { api } from '@core/http';
import { pagingParams, type Paging } from '@core/paging';
import type { ReportPage } from '@core/report/ReportStore';
import { reportRow } from '@core/report/rows';
import type { EventKind } from './hash';
import { settingsBody, settingsOf, type ReportSettings } from './settings';
import { chosen, spec, type Calls } from '@core/calls';
import { defaults } from '@core/hash/schema';
import { printedAnswer, type PrintedPage, type ReportRequest } from '@sales/shared/printedReport/printedReport';
import { hashSchema } from './hash';

/** A creative's events of a day. */
const eventRow = reportRow({ id: d.id, day: d.text, creative_id: d.id, creative_name: d.text, event: d.text, count: d.count });
export type EventRow = ReturnType<typeof eventRow>;
export const rowsOf = d.list(eventRow);

export interface EventsQuery {
  creative: string;
  event: EventKind;
}

const DEFAULTS = defaults(hashSchema);
/** The request the page opens with when no fast filter is its default (no filters, the first page by day): what the legacy page printed. */
export const PRINTED_FOR: ReportRequest<EventsQuery> = {
  query: { creative: DEFAULTS.cr, event: DEFAULTS.ev },
  paging: { page: DEFAULTS.p, perPage: DEFAULTS.pp, sort: DEFAULTS.f, order: DEFAULTS.o },
};

/**
 * The only place that knows this screen's URLs: GET {page} (the report; chosen: the page the legacy page printed,
 * `printed`, answers its first request) and PUT {page} (its settings, S 7).
 */
export function creativeStatEventsApi(base: string = pagePath(), printed?: PrintedPage<EventRow>) {
  return {
    report: async (q: EventsQuery, paging: Paging, signal?: AbortSignal): Promise<ReportPage<EventRow>> => {
      const own = printedAnswer(printed, { query: q, paging }, PRINTED_FOR);
      if (own) return own;
      const page = await api.list<EventRow>(base, { rows: rowsOf, params: { creative: q.creative || undefined, event: q.event || undefined, ...pagingParams(paging) }, signal });
      // S 7 counts a report by meta.total (the generic report's); total_count or count (the usual list meta) when it names none.
      const total = d.field(page.meta, 'total') === undefined ? page.total : d.count(d.field(page.meta, 'total'));
      return { rows: page.rows, total, totals: [], columns: [], compiledAt: null, info: undefined };
    },
    /** S 7: PUT {page} with report_settings and the header x-report-settings-method: change; the answer's `report` is what is saved. */
    saveSettings: async (settings: ReportSettings): Promise<ReportSettings> => {
      const saved = await api.put<unknown>(base, settingsBody(settings), { headers: { 'x-report-settings-method': 'change' } });
      const report = saved.extra?.report;
      return report === undefined ? settings : settingsOf(report);
    },
  };
}
export type CreativeStatEventsApi = ReturnType<typeof creativeStatEventsApi>;

/** The screen's calls (issue 41). */
export const calls = {
  report: chosen('GET {page} with creative, event, paging → rows {id, day, creative_id, creative_name, event, count}: the page shows the first page the legacy page printed (props `firstPage`); other filters, pages or orders without it show the load failure, and so do a copy or export of more than that page (per_page=all)'),
  firstPageProp: chosen('prop `firstPage` {rows, total} (the first page without filters): without it the page reads it by the GET above'),
  settings: spec('S 7 Report settings: PUT {page} with report_settings whole (fastFilters, defaultFilter, ordered, or list), header x-report-settings-method = change; response success and report'),
  reportProp: chosen('prop `report` (the saved settings): without it no pills'),
} satisfies Calls;
