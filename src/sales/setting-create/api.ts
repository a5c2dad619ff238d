import { pagePath } from '../../core/basePath';
import { api } from '../../core/http';

/** The only place that knows this screen's URL: POST {create page} with the base and extra fields (S 7). */
export function settingCreateApi(base: string = pagePath()) {
  return {
    create: async (payload: Record<string, string | number | null>) => {
      const answer = await api.post<unknown>(base, payload);
      return { redirect: answer.redirect };
    },
  };
}

export type SettingCreateApi = ReturnType<typeof settingCreateApi>;
