import { spec, type Calls } from '@core/calls';
import { sitePath } from '@core/basePath';
import { api, type Saved } from '@core/http';
import type { CallingAction } from './props';

/** A notice of spec A 7 as the backend sends it; `type` names the toast colour. */
export interface Notice {
  title?: string;
  description: string;
  type?: string;
}

function isNotice(value: unknown): value is Notice {
  return typeof value === 'object' && value !== null && typeof (value as Notice).description === 'string';
}

/** data may be a list, one notice, or empty: always a list of well-formed notices. */
function toNotices(data: unknown): Notice[] {
  const list = Array.isArray(data) ? data : data ? [data] : [];
  return list.filter(isNotice);
}

/** What this island asks the backend for (issue 41): every call is the spec's. */
export const calls = {
  notices: spec('A 7 GET {urlPath}/ajax/notices/get/ with rid: data (title, description, type)'),
  actions: spec('A 7 Navigation actions with a non-get method call the url with that method'),
} satisfies Calls;

export function navigationApi(urlPath = '') {
  return {
    /** GET {urlPath}/ajax/notices/get/?rid= (spec A 7). */
    notices: async (rid: string): Promise<Notice[]> =>
      toNotices(await api.get<unknown>(sitePath('/ajax/notices/get/', urlPath), { params: { rid } })),

    /** A dropdown action with a non-GET method: its url called with that method (spec A 7). */
    run: (action: CallingAction): Promise<Saved<unknown>> => {
      switch (action.method) {
        case 'PUT':
          return api.put(action.url);
        case 'PATCH':
          return api.patch(action.url);
        case 'DELETE':
          return api.delete(action.url);
        default:
          return api.post(action.url);
      }
    },
  };
}

export type NavigationApi = ReturnType<typeof navigationApi>;
