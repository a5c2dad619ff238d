import { pagePath } from '@core/basePath';
import { d, type DictionaryEntry } from '@core/decode';
import type { FilterMap } from '@core/hash';
import { api, type Page, type Preview } from '@core/http';
import { pagingParams, type Paging } from '@core/paging';
import { reportColumnsOf, type ReportColumn } from '@core/report/columns';
import { chosen, spec, type Calls } from '@core/calls';

/** S 3: a setting (setting_id, name, setting_type_id; the other fields the columns name kept as plain values). */
const settingRow = d.row({ setting_id: d.id, name: d.text });
export type SettingRow = ReturnType<typeof settingRow> & { setting_id: number };
const rowsOf = (raw: unknown): SettingRow[] => d.list(settingRow)(raw).filter((row): row is SettingRow => row.setting_id !== null);

/** A table of more columns than this is no table to read: a broken or hostile answer, cut. */
export const MAX_COLUMNS = 50;
/** As many filters as a sidebar can hold; more is a broken answer. */
export const MAX_FILTERS = 30;

/** A filter the list offers (GET …/filters): a text field, or a select of its options. */
export interface SettingsFilter {
  name: string;
  title: string;
  options: DictionaryEntry[] | null;
}

/** The names the paging sends: a filter of one of them would be read as paging. */
const RESERVED = new Set(['page', 'per_page', 'field', 'order']);
const rawFilter = d.record({ name: d.text, field: d.text, title: d.text, label: d.text, type: d.text, options: d.dictionary(['id', 'value', 'key'], ['name', 'title', 'value']) });

/** The filters with a usable name, each once, at most MAX_FILTERS; a select when it has options or says so. */
export function filtersOf(raw: unknown): SettingsFilter[] {
  const seen = new Set<string>();
  const out: SettingsFilter[] = [];
  for (const f of d.list(rawFilter)(raw)) {
    const name = f.name || f.field;
    if (!/^[A-Za-z][A-Za-z0-9_]{0,63}$/.test(name) || RESERVED.has(name) || seen.has(name)) continue;
    seen.add(name);
    out.push({ name, title: f.title || f.label || name, options: f.type === 'select' || f.options.length ? f.options : null });
    if (out.length === MAX_FILTERS) break;
  }
  return out;
}

/** The only place that knows this screen's URLs: {page path}/search, /columns and /filters (S 7). */
export function settingsApi(base: string = pagePath()) {
  return {
    /** Each filter as a parameter of its own name, then page, per_page, field, order. */
    search: (filters: FilterMap, paging: Paging, signal?: AbortSignal, preview?: Preview<SettingRow>): Promise<Page<SettingRow>> =>
      api.list<SettingRow>(`${base}/search`, { rows: rowsOf, params: { ...filters, ...pagingParams(paging) }, signal, preview }),
    columns: async (): Promise<ReportColumn[]> => reportColumnsOf(await api.get<unknown>(`${base}/columns`)).slice(0, MAX_COLUMNS),
    filters: async (): Promise<SettingsFilter[]> => filtersOf(await api.get<unknown>(`${base}/filters`)),
  };
}

export type SettingsApi = ReturnType<typeof settingsApi>;

/** The screen's calls (issue 41). */
export const calls = {
  search: spec('S 7 Settings: GET /preferences/i/settings/search (data, meta.page, total_count, per_page)'),
  columns: spec('S 7 Settings: GET /preferences/i/settings/columns'),
  filters: spec('S 7 Settings: GET /preferences/i/settings/filters'),
  filtersShape: chosen('the /filters answer as [{name, title, type, options}], each sent under its name: without it no filter fields'),
} satisfies Calls;
