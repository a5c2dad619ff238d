import { pagePath } from '@core/basePath';
import { d } from '@core/decode';
import { api } from '@core/http';
import { chosen, spec, type Calls } from '@core/calls';
import type { SettingType } from './props';

/** The settings list's filter that holds the setting types (S 3 Setting: setting_type_id). */
const TYPE_FILTER = 'setting_type_id';
/** More types than a select can offer is a broken answer. */
const MAX_TYPES = 500;

const rawFilter = d.record({ name: d.text, field: d.text, options: d.dictionary(['id', 'value', 'key'], ['name', 'title', 'value']) });

/** The setting types as the list's filters name them: the options of its `setting_type_id` filter (positive whole ids). */
export function settingTypesOf(raw: unknown): SettingType[] {
  const filter = d.list(rawFilter)(raw).find((f) => (f.name || f.field) === TYPE_FILTER);
  const types: SettingType[] = [];
  for (const { key, value } of filter?.options ?? []) {
    const id = Number(key);
    if (!/^[1-9]\d{0,15}$/.test(key) || types.some((t) => t.id === id)) continue;
    types.push({ id, name: value || `№${id}` });
    if (types.length === MAX_TYPES) break;
  }
  return types;
}

/** The screen's calls (issue 41); the types and each type's extra fields come in props. */
export const calls = {
  create: spec('S 7 Settings: POST {create page} (base and extra fields), then redirect to the list'),
  types: spec('S 7 Settings: GET /preferences/i/settings/filters, only when the settingTypes prop is left out'),
  typesShape: chosen('the types as the options of the `setting_type_id` filter: without it (and the prop) the type is typed as an id'),
  redirect: chosen('answer field `redirect`: without it the page returns to the list'),
} satisfies Calls;

/**
 * The only place that knows this screen's URLs: POST {create page} with the base and extra fields (S 7); GET
 * {list}/filters (S 7, the settings list's filters) for the setting types when the page does not print them.
 */
export function settingCreateApi(base: string = pagePath(), list: string = base.replace(/\/create$/, '')) {
  return {
    create: async (payload: Record<string, string | number | null>) => {
      const answer = await api.post<unknown>(base, payload);
      return { redirect: answer.redirect };
    },
    types: async (signal: AbortSignal): Promise<SettingType[]> => settingTypesOf(await api.get<unknown>(`${list}/filters`, { signal })),
  };
}

export type SettingCreateApi = ReturnType<typeof settingCreateApi>;
