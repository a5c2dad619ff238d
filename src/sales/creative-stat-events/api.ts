import { pagePath } from '@core/basePath';
import { d } from '@core/decode';
import { api } from '@core/http';
import { pagingParams, type Paging } from '@core/paging';
import type { ReportPage } from '@core/report/ReportStore';
import { reportRow } from '@core/report/rows';
import type { EventKind } from './hash';
import { settingsBody, settingsOf, type ReportSettings } from './settings';

/** A creative's events of a day. */
const eventRow = reportRow({ id: d.id, day: d.text, creative_id: d.id, creative_name: d.text, event: d.text, count: d.count });
export type EventRow = ReturnType<typeof eventRow>;
export const rowsOf = d.list(eventRow);

export interface EventsQuery {
  creative: string;
  event: EventKind;
}

/** The only place that knows this screen's URLs: GET {page} (the report) and PUT {page} (its settings, S 7). */
export function creativeStatEventsApi(base: string = pagePath()) {
  return {
    report: async (q: EventsQuery, paging: Paging, signal?: AbortSignal): Promise<ReportPage<EventRow>> => {
      const page = await api.list<EventRow>(base, { rows: rowsOf, params: { creative: q.creative || undefined, event: q.event || undefined, ...pagingParams(paging) }, signal });
      return { rows: page.rows, total: page.total, totals: [], columns: [], compiledAt: null, info: undefined };
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
