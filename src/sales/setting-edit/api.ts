import { pagePath } from '@core/basePath';
import { d, isObject } from '@core/decode';
import { api } from '@core/http';
import { chosen, spec, type Calls } from '@core/calls';

/** S 3: a link of the setting group: this subgroup is given to this role, at this place. */
export interface SubgroupLink {
  group_id: number;
  role_id: number;
  sort: number;
}

/** S 3: a setting group (setting_group_id, name, subgroups). */
export interface SettingGroup {
  setting_group_id: number | null;
  name: string;
  subgroups: SubgroupLink[];
}

/**
 * What the setting page shows: the setting itself (S 3 Setting, as it came: every field kept for the save) and
 * the setting group of its matrix; either may be missing (a page printing only the group, a setting with none).
 */
export interface SettingPage {
  setting: Readonly<Record<string, unknown>> | null;
  group: SettingGroup | null;
}

const rawLink = d.record({ group_id: d.id, role_id: d.id, sort: d.int });
const linksOf = (raw: unknown): SubgroupLink[] =>
  d.list(rawLink)(raw).flatMap((l) => (l.group_id === null || l.role_id === null ? [] : [{ group_id: l.group_id, role_id: l.role_id, sort: l.sort ?? 0 }]));
const rawGroup = d.record({ setting_group_id: d.id, name: d.text, subgroups: linksOf });

export const settingGroupOf = (raw: unknown): SettingGroup => rawGroup(raw);

/** The chosen GET's answer: the setting, its matrix's group under `group` (ours). */
export function settingPageOf(raw: unknown): SettingPage {
  if (!isObject(raw)) return { setting: null, group: null };
  const { group, ...setting } = raw;
  return { setting, group: isObject(group) ? settingGroupOf(group) : null };
}

/** The screen's calls (issue 41). */
export const calls = {
  save: spec('S 7 Settings: PUT {page} with subgroups (list of group_id, role_id, sort); the setting’s base and extra fields beside them, as the create page posts them (S 2, S 7 POST {create page})'),
  get: chosen('GET {page} → the setting as JSON, its group under `group`: only when the page printed neither (props `setting`, `group`); without all three the load failure with \'Повторить\''),
  settingProp: chosen('prop `setting` (S 3 Setting): without it, and with `group`, the page shows the matrix alone'),
  groupProp: chosen('prop `group` (S 3 Setting group): without it, a setting with no matrix'),
} satisfies Calls;

/** What PUT {page} sends: the setting's fields (the ones it came with, the form's over them) and the matrix's links. */
export type SettingPayload = Record<string, unknown> & { subgroups?: SubgroupLink[] };

/** The only place that knows this screen's URL: the page itself, {list}/{setting_id} (S 7: PUT {page}). */
export function settingEditApi(base: string = pagePath()) {
  return {
    get: async (signal?: AbortSignal): Promise<SettingPage> => settingPageOf(await api.get<unknown>(base, { signal })),
    save: (payload: SettingPayload) => api.put<unknown>(base, payload),
  };
}

export type SettingEditApi = ReturnType<typeof settingEditApi>;
