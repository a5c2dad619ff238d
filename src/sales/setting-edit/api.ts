import { pagePath } from '@core/basePath';
import { d } from '@core/decode';
import { api } from '@core/http';

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

const rawLink = d.record({ group_id: d.id, role_id: d.id, sort: d.int });
const linksOf = (raw: unknown): SubgroupLink[] =>
  d.list(rawLink)(raw).flatMap((l) => (l.group_id === null || l.role_id === null ? [] : [{ group_id: l.group_id, role_id: l.role_id, sort: l.sort ?? 0 }]));
const rawGroup = d.record({ setting_group_id: d.id, name: d.text, subgroups: linksOf });

export const settingGroupOf = (raw: unknown): SettingGroup => rawGroup(raw);

/** The only place that knows this screen's URL: the page itself, {list}/{setting_id} (S 7: PUT {page} with subgroups). */
export function settingEditApi(base: string = pagePath()) {
  return {
    get: async (signal?: AbortSignal): Promise<SettingGroup> => settingGroupOf(await api.get<unknown>(base, { signal })),
    save: (subgroups: SubgroupLink[]) => api.put<unknown>(base, { subgroups }),
  };
}

export type SettingEditApi = ReturnType<typeof settingEditApi>;
