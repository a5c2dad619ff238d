import { chosen, spec, type Calls } from '@core/calls';
import { api } from '@core/http';

/** Issue 41: what the page asks the backend for (A 7), and what it does without the calls the spec does not name. */
export const calls = {
  record: chosen('GET /creatives/{id}: without it the flight the page prints (data-props `record`); with neither, the load failure'),
  save: spec('A 7 Creatives POST /creatives/settings/ord/{id} (ord_erid, ord_creative_id); the answer is not read (a bare {success: true} is a save)'),
} satisfies Calls;
import { creativeRead, creativesBase } from '@adconfig/shared/creative/api';

/** What POST /creatives/settings/ord/{id} sends (A 7): the ids trimmed, an empty one as null (cleared). */
export interface OrdPayload {
  ord_erid: string | null;
  ord_creative_id: string | null;
}

/** The only place that knows the creative ORD page's URLs (behind the site prefix, urlPath). */
export function creativeOrdApi(urlPath = '') {
  const base = creativesBase(urlPath);
  return {
    /** The creative (its name, ord_erid and ord_creative_id): GET /creatives/{id}. */
    get: creativeRead(urlPath),
    /** The answer's data is not read: the page keeps what it sent. */
    save: async (id: number, payload: OrdPayload) => {
      const answer = await api.post<unknown>(`${base}/settings/ord/${id}`, payload);
      return { redirect: answer.redirect };
    },
  };
}

export type CreativeOrdApi = ReturnType<typeof creativeOrdApi>;
