import { d } from '@core/decode';
import { api } from '@core/http';
import type { CopyPayload } from './values';

/** What a copy answers: its message and where to go next (a redirect is followed on this site only). */
export interface CopyResult {
  message: string;
  redirect: string | undefined;
}

/** The only place that knows this screen's URL: POST {url} {params, items}. */
export function copyObjectsApi(url: string) {
  return {
    async copy(payload: CopyPayload): Promise<CopyResult> {
      const saved = await api.post<unknown>(url, payload);
      return { message: d.text(saved.message), redirect: saved.redirect };
    },
  };
}

export type CopyObjectsApi = ReturnType<typeof copyObjectsApi>;
