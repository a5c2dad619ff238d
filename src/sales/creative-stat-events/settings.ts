import { d } from '@core/decode';

/** S 3 "Report settings": a saved fast filter (its query `qs`, its place `sort`, whether it is the one chosen). */
export interface FastFilter {
  id: number;
  name: string;
  qs: string;
  sort: number;
  active: boolean;
}
export interface ReportSettings {
  fastFilters: FastFilter[];
  /** The fast filter applied when the page opens without filters; null: none. */
  defaultFilter: number | null;
}

const fastFilters = d.records({ id: d.id, name: d.text, qs: d.text, sort: d.number, active: d.bool });

/** The settings as the page or a PUT answers them; a fast filter without an id, or a second one of an id, is left out. */
export function settingsOf(raw: unknown): ReportSettings {
  const source = d.record({ fastFilters, defaultFilter: d.id })(raw);
  const seen = new Set<number>();
  const list = source.fastFilters.flatMap((f, index) => {
    if (f.id === null || seen.has(f.id)) return [];
    seen.add(f.id);
    return [{ id: f.id, name: f.name || `Фильтр ${f.id}`, qs: f.qs, sort: f.sort ?? index + 1, active: f.active === true }];
  });
  return { fastFilters: list, defaultFilter: list.some((f) => f.id === source.defaultFilter) ? source.defaultFilter : null };
}

/** S 4: a new fast filter gets the id of the current maximum plus one (and the last place). */
export function nextFilter(settings: ReportSettings, name: string, qs: string): FastFilter {
  const max = (pick: (f: FastFilter) => number) => settings.fastFilters.reduce((m, f) => Math.max(m, pick(f)), 0);
  return { id: max((f) => f.id) + 1, name, qs, sort: max((f) => f.sort) + 1, active: true };
}

/** What PUT {page} sends: report_settings as S 3 names it. */
export const settingsBody = (settings: ReportSettings) => ({
  report_settings: { fastFilters: settings.fastFilters, defaultFilter: settings.defaultFilter },
});
