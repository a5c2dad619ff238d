import { d } from '@core/decode';
import { api } from '@core/http';
import { chosen, spec, type Calls } from '@core/calls';
import type { CopyPayload } from './values';

/** Issue 41: what the page asks the backend for (A 7 Copy objects); what it copies comes with the page. */
export const calls = {
  copy: spec('A 7 Copy objects: store to a configurable URL (`url` prop, default the page) with params and items (a bare {success: true} is a copy)'),
  redirect: spec('A 7 "some carry redirect": a copy answered with one goes there (this site only)'),
  objects: chosen('props `objects` and `params` (the spec names no call for them; the legacy page printed them): without objects the page says there is nothing to copy, without params it offers the usual parts of a creative'),
} satisfies Calls;

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
