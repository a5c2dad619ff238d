import { sitePath } from '../basePath';
import { d } from '../decode';
import { api } from '../http';

/**
 * A page's saved column settings (S 3 "Page settings": a map of column field to 1 or 0), read as the
 * columns in the map's order, each shown or hidden: the order of the keys is the order of the columns.
 */
export interface ColumnChoice {
  field: string;
  visible: boolean;
}

/** The map as sent; entries that are not 1/0 (or true/false) are left out; not an object → nothing saved. */
export function choicesOf(raw: unknown): ColumnChoice[] {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return [];
  return Object.entries(raw).flatMap(([field, value]) => {
    const visible = d.bool(value);
    return field && visible !== null ? [{ field, visible }] : [];
  });
}

export function mapOf(choices: readonly ColumnChoice[]): Record<string, 0 | 1> {
  return Object.fromEntries(choices.map((c) => [c.field, c.visible ? 1 : 0]));
}

/** S 7: GET {urlPath}/api/user/page-settings?action={page} and POST it with {action, settings}, per user and page. */
export function pageSettingsApi(urlPath = '') {
  const url = sitePath('/api/user/page-settings', urlPath);
  return {
    load: async (action: string, signal?: AbortSignal): Promise<ColumnChoice[]> => choicesOf(await api.get<unknown>(url, { params: { action }, signal })),
    save: async (action: string, choices: readonly ColumnChoice[]): Promise<void> => {
      await api.post(url, { action, settings: mapOf(choices) });
    },
  };
}
export type PageSettingsApi = ReturnType<typeof pageSettingsApi>;
