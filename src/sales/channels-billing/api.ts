import { sitePath } from '@core/basePath';
import { d } from '@core/decode';
import { api, type Params } from '@core/http';
import { pagingParams, type Paging } from '@core/paging';
import type { ReportPage } from '@core/report/ReportStore';
import { reportRow } from '@core/report/rows';
import { chosen, spec, type Calls } from '@core/calls';
import { defaults } from '@core/hash/schema';
import { printedAnswer, type PrintedPage, type ReportRequest } from '@sales/shared/printedReport/printedReport';
import { hashSchema } from './hash';

/** A channel's billing: its partner, figures, and whether its stat and settings pages may be opened (S 6 per-row flags). */
const billingRow = reportRow({ channel_id: d.id, channel_name: d.text, partner_id: d.id, partner_name: d.text, shows: d.count, clicks: d.count, amount: d.number, stat: d.bool, settings: d.bool });
export type BillingRow = ReturnType<typeof billingRow>;
export const rowsOf = (raw: unknown): BillingRow[] => d.list(billingRow)(raw).filter((row) => row.channel_id !== null);

export interface BillingQuery {
  dateRange: [string, string] | null;
  search: string;
}

const filterParams = (q: BillingQuery): Params => ({ date_range: q.dateRange ?? undefined, search: q.search || undefined });

const DEFAULTS = defaults(hashSchema);
/** The request the page opens with (no period, no search, the first page by amount): what the legacy page printed. */
export const PRINTED_FOR: ReportRequest<BillingQuery> = {
  query: { dateRange: DEFAULTS.dr, search: DEFAULTS.q },
  paging: { page: DEFAULTS.p, perPage: DEFAULTS.pp, sort: DEFAULTS.f, order: DEFAULTS.o },
};

/**
 * The only place that knows this screen's URLs: the report (chosen; the page the legacy page printed answers its
 * first request, `printed`) and its export (S 7), behind urlPath.
 */
export function channelsBillingApi(urlPath = '', printed?: PrintedPage<BillingRow>) {
  const base = sitePath('/api/stat/channels', urlPath);
  return {
    report: async (q: BillingQuery, paging: Paging, signal?: AbortSignal): Promise<ReportPage<BillingRow>> => {
      const own = printedAnswer(printed, { query: q, paging }, PRINTED_FOR);
      if (own) return own;
      const page = await api.list<BillingRow>(base, { rows: rowsOf, params: { ...filterParams(q), ...pagingParams(paging) }, signal });
      return { rows: page.rows, total: page.total, totals: [], columns: [], compiledAt: null, info: undefined };
    },
    /** S 7: GET {urlPath}/api/stat/channels/export?{hash}: the page's hash as it reads (dr=…&q=…&f=…&o=…), opened in a new window. */
    exportUrl: (hash: string): string => `${base}/export${hash ? `?${hash}` : ''}`,
  };
}
export type ChannelsBillingApi = ReturnType<typeof channelsBillingApi>;

/** The screen's calls (issue 41). */
export const calls = {
  report: chosen('GET {urlPath}/api/stat/channels and its row shape (the spec names only the export): the page shows the first page the legacy page printed (props `firstPage`); other filters, pages or orders without it show the load failure'),
  firstPageProp: chosen('prop `firstPage` {rows, total} (the default filters’ first page): without it the page reads it by the GET above'),
  export: spec('S 7 Channels billing report export: GET {urlPath}/api/stat/channels/export?{hash} in a new window'),
  rowPages: chosen('the per-row /channels/stat/?id= and /channels/settings/?id= links (guesses)'),
} satisfies Calls;
