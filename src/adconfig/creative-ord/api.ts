import { api } from '@core/http';
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
