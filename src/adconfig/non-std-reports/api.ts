import { chosen, spec, type Calls } from '@core/calls';
import { api, type Page, type Preview } from '@core/http';
import { reportsOf, type NonStdReport } from '@adconfig/shared/non-std-reports/report';

export interface NonStdReportsQuery {
  /** By name; '' = every report. */
  search: string;
}

/** What this screen asks the backend for (issue 41): the spec's calls, and what it chose where the spec is silent. */
export const calls = {
  list: spec('A 7 Non-standard reports GET list'),
  search: chosen('the query parameter `search` (the spec names the search, not its parameter); the answer is also filtered by name here, so a backend that ignores it still finds'),
} satisfies Calls;

/** A report whose name holds the search (case aside); '' holds every report. */
export const nameMatches = (search: string) => {
  const wanted = search.trim().toLocaleLowerCase('ru');
  return (report: NonStdReport): boolean => wanted === '' || report.name.toLocaleLowerCase('ru').includes(wanted);
};

/**
 * The only place that knows this screen's URL: GET {baseUrl} (A 7), every report in one answer. The search by name
 * (A 2) is asked of the server and applied to its answer too: a backend that ignores `search` lists every report,
 * and only those whose name holds it are shown (and counted).
 */
export function nonStdReportsApi(base: string) {
  return {
    list: async (query: NonStdReportsQuery, signal?: AbortSignal, preview?: Preview<NonStdReport>): Promise<Page<NonStdReport>> => {
      const search = query.search.trim();
      const matches = nameMatches(search);
      const page = await api.list<NonStdReport>(base, { rows: reportsOf, params: { search: search || undefined }, signal, preview: preview && ((rows) => preview(rows.filter(matches))) });
      if (search === '') return page;
      const rows = page.rows.filter(matches);
      return rows.length === page.rows.length ? page : { ...page, rows, total: rows.length };
    },
  };
}
export type NonStdReportsApi = ReturnType<typeof nonStdReportsApi>;
