import type { ReportColumn } from '@core/report/columns';
import type { ColumnChoice, PageSettingsApi } from '@core/report/pageSettings';
import { LIMITS } from './params';

/** The page's key in the page settings call (A 7 "Page settings": per user and page). */
export const PAGE_SETTINGS_ACTION = 'creatives-bulk-edit';

const column = (field: string, title: string): ReportColumn => ({ field, title, isCard: false, sortable: false });

/** Every column the operator may show: A 2's default ones, then the creative's status, limits and comment (A 3). */
export const BULK_COLUMNS: readonly ReportColumn[] = [
  column('creative_id', 'ID'),
  column('name', 'Название'),
  column('campaign_id', 'ID кампании'),
  column('limit_date_begin', 'Дата начала'),
  column('limit_date_end', 'Дата окончания'),
  column('status', 'Статус'),
  ...LIMITS.map(([key, title]) => column(key, title)),
  column('comment', 'Комментарий'),
];

/** A 2: "default columns: ID, name, campaign ID, start date, end date"; the others wait to be chosen. */
export const DEFAULT_COLUMNS: ReadonlySet<string> = new Set(['creative_id', 'name', 'campaign_id', 'limit_date_begin', 'limit_date_end']);

/** The columns as they are until the operator chooses: the default set shown, the rest hidden. */
export const defaultChoices = (): ColumnChoice[] => BULK_COLUMNS.map(({ field }) => ({ field, visible: DEFAULT_COLUMNS.has(field) }));

/**
 * The page settings read with the default set for what they do not name (nothing saved yet, a column added since):
 * the shared column settings show an unnamed column, and here only the default ones are.
 */
export function withDefaultColumns(api: PageSettingsApi): PageSettingsApi {
  return {
    ...api,
    load: async (action, signal) => {
      const saved = await api.load(action, signal);
      const named = new Set(saved.map((c) => c.field));
      return [...saved, ...defaultChoices().filter((c) => !named.has(c.field))];
    },
  };
}
