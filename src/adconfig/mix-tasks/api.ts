import { chosen, spec, type Calls } from '@core/calls';
import { pagePath } from '@core/basePath';
import { d } from '@core/decode';
import { api, type Page } from '@core/http';
import type { Paging } from '@core/paging';
import type { FilterValues } from '@core/hash/filterValues';
import { filterParams, filtersOf, type FilterSpec } from '@core/report/filters';

export const MIX_TASK_STATUSES = ['new', 'processing', 'archive'] as const;
export type MixTaskStatus = (typeof MIX_TASK_STATUSES)[number];

/** A 3: a mix task as the list shows it; other plain fields are kept for the columns the server names. */
const mixTaskRow = d.row({ id: d.id, name: d.text, status: d.text, to_mix: d.number, to_mix_daily: d.number });
export type MixTask = ReturnType<typeof mixTaskRow> & { id: number };
/** A task without its id cannot be linked to its form: it is left out. */
const rowsOf = (raw: unknown): MixTask[] => d.list(mixTaskRow)(raw).filter((row): row is MixTask => row.id !== null);

/** A column of the table as the answer describes it (with=columns). */
export interface ColumnSpec {
  field: string;
  title: string;
}

const columns = d.dictionary(['field'], ['title']);
/** Columns as a list of {field, title}, or as a map field → title; one without a field is left out. */
export const columnsOf = (raw: unknown): ColumnSpec[] =>
  columns(raw).filter((c) => c.key !== '').map(({ key, value }) => ({ field: key, title: value || key }));

/** The sidebar's filters, as the answer describes them (shared with the generic reports of S 2). */
export type { FilterSpec };

/** What the list's answer says besides the rows: its sidebar and its columns. */
export interface MixTasksMeta {
  filters: FilterSpec[];
  columns: ColumnSpec[];
}
export const mixTasksMetaOf = (raw: unknown): MixTasksMeta => {
  return { filters: filtersOf(d.field(raw, 'filters')), columns: columnsOf(d.field(raw, 'columns')) };
};

/** What this screen asks the backend for (issue 41): every call is the spec's; the page size it reads is chosen. */
export const calls = {
  list: spec('A 7 Mix tasks GET {route} with filters, page, with=[filters, columns]: data, filters, columns, meta.total_count'),
  perPage: chosen('meta.per_page, the page size: without it the size the pages show (a fuller page than 50, or a short page that is not the last), else 50'),
} satisfies Calls;

/** The only place that knows the list's URL: GET {route} (the page path). */
export function mixTasksApi(route: string = pagePath()) {
  return {
    route,
    /**
     * GET {route} with filters, page and with=[filters, columns]; the answer's `filters` and `columns`
     * (beside data and meta) travel in the page's meta, where the list store's meta decoder reads them.
     */
    list: async (filters: FilterValues, paging: Paging, signal?: AbortSignal): Promise<Page<MixTask>> => {
      const page = await api.list<MixTask, { filters: unknown; columns: unknown }>(route, {
        rows: rowsOf,
        params: { ...filterParams(filters), page: paging.page, with: ['filters', 'columns'] },
        signal,
      });
      return { ...page, meta: Object.assign({}, page.meta, { filters: page.extra.filters, columns: page.extra.columns }) };
    },
    createUrl: `${route}/create`,
    editUrl: (id: number) => `${route}/${id}/edit`,
  };
}
export type MixTasksApi = ReturnType<typeof mixTasksApi>;
