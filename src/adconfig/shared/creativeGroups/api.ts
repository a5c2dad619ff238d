import { sitePath } from '@core/basePath';
import { required } from '@core/decode';
import { ApiError } from '@core/apiError';
import { api, type Page, type Preview, type Saved } from '@core/http';
import { flightsOf, type Flight } from './flights';
import { groupOf, groupsOf, type CreativeGroup, type GroupInput } from './group';

/** What a save answers: the group as stored (its id), and a message. */
export interface SavedGroup {
  group: CreativeGroup | null;
  message: string | undefined;
  redirect: string | undefined;
}

const savedGroup = (saved: Saved<unknown>): SavedGroup => ({ group: groupOf(saved.data), message: saved.message, redirect: saved.redirect });

/**
 * A 7: the groups at {api}/core/campaigns/creatives-groups (GET with campaign_id, POST, PUT/DELETE {id}; GET {id}
 * for the edit page is ours), a campaign's flights by GET {urlPath}/creatives with campaign_id (the creatives'
 * "GET with filters"), a campaign looked up by GET {api}/campaigns/{id}.
 */
export function creativeGroupsApi(urlPath = '') {
  const base = sitePath('/api/core/campaigns/creatives-groups', urlPath);
  return {
    editUrl: (id: number): string => sitePath(`/creative-groups/${id}/edit`, urlPath),
    groups: async (campaignId: number, signal?: AbortSignal): Promise<CreativeGroup[]> => groupsOf(await api.get<unknown>(base, { params: { campaign_id: campaignId }, signal })),
    group: async (id: number, signal?: AbortSignal): Promise<CreativeGroup> => required(groupOf(await api.get<unknown>(`${base}/${id}`, { signal })), 'the group'),
    flights: (campaignId: number, signal?: AbortSignal, preview?: Preview<Flight>): Promise<Page<Flight>> =>
      api.list<Flight>(sitePath('/creatives', urlPath), { rows: flightsOf, params: { campaign_id: campaignId }, signal, preview }),
    /**
     * Whether the campaign exists: its id resolves (GET {api}/campaigns/{id}). A 404 or a failure answer is false; a
     * transport failure or a server error is thrown (shown as one), never read as 'Некорректный идентификатор кампании.'.
     */
    campaignExists: async (id: number, signal?: AbortSignal): Promise<boolean> => {
      try {
        await api.get<unknown>(sitePath(`/api/campaigns/${id}`, urlPath), { signal });
        return true;
      } catch (error) {
        if (signal?.aborted || !(error instanceof ApiError)) throw error;
        if (error.status === 404 || (error.status >= 200 && error.status < 300)) return false;
        throw error;
      }
    },
    create: async (input: GroupInput): Promise<SavedGroup> => savedGroup(await api.post<unknown>(base, input)),
    update: async (id: number, input: GroupInput, version?: string | null): Promise<SavedGroup> =>
      savedGroup(await api.put<unknown>(`${base}/${id}`, input, version ? { headers: { 'If-Match': `"${version}"` } } : undefined)),
    remove: (id: number): Promise<Saved<unknown>> => api.delete<unknown>(`${base}/${id}`),
  };
}

export type CreativeGroupsApi = ReturnType<typeof creativeGroupsApi>;
