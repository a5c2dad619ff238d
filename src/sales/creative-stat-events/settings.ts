import { d, isObject } from '@core/decode';

/** S 3 "Report settings": a saved fast filter (its query `qs`, its place `sort`, whether it is the one chosen). */
export interface FastFilter {
  id: number;
  name: string;
  qs: string;
  sort: number;
  active: boolean;
  /** The filter as it came: its fields this page does not know go back with every save (issue 41's round trip). */
  kept?: Readonly<Record<string, unknown>>;
}
export interface ReportSettings {
  fastFilters: FastFilter[];
  /** The fast filter applied when the page opens without filters; null: none. */
  defaultFilter: number | null;
  /**
   * The settings as they came, less what this page edits: S 3's `ordered` and `list` (the page neither shows nor
   * changes them), and anything else. Every save sends them back as they came, so a pill never wipes them.
   */
  kept?: Readonly<Record<string, unknown>>;
}

const fastFilter = d.record({ id: d.id, name: d.text, qs: d.text, sort: d.number, active: d.bool });

/** The settings as the page or a PUT answers them; a fast filter without an id, or a second one of an id, is left out. */
export function settingsOf(raw: unknown): ReportSettings {
  const { fastFilters: rawFilters, defaultFilter: rawDefault, ...kept } = d.object(raw);
  const seen = new Set<number>();
  const list = (Array.isArray(rawFilters) ? rawFilters : []).flatMap((item: unknown, index) => {
    const f = fastFilter(item);
    if (f.id === null || seen.has(f.id)) return [];
    seen.add(f.id);
    return [{ id: f.id, name: f.name || `Фильтр ${f.id}`, qs: f.qs, sort: f.sort ?? index + 1, active: f.active === true, kept: isObject(item) ? item : undefined }];
  });
  const defaultFilter = d.id(rawDefault);
  return { fastFilters: list, defaultFilter: list.some((f) => f.id === defaultFilter) ? defaultFilter : null, kept };
}

/** S 4: a new fast filter gets the id of the current maximum plus one (and the last place). */
export function nextFilter(settings: ReportSettings, name: string, qs: string): FastFilter {
  const max = (pick: (f: FastFilter) => number) => settings.fastFilters.reduce((m, f) => Math.max(m, pick(f)), 0);
  return { id: max((f) => f.id) + 1, name, qs, sort: max((f) => f.sort) + 1, active: true };
}

/** A fast filter as sent: what it came with, the fields this page edits over it. */
const filterBody = ({ kept, id, name, qs, sort, active }: FastFilter) => ({ ...kept, id, name, qs, sort, active });

/** What PUT {page} sends: report_settings whole (S 3: fastFilters, defaultFilter, ordered, or list), the change in it. */
export const settingsBody = (settings: ReportSettings) => ({
  report_settings: { ...settings.kept, fastFilters: settings.fastFilters.map(filterBody), defaultFilter: settings.defaultFilter },
});
