import { sitePath } from '@core/basePath';
import { creativeGroupsApi } from '@adconfig/shared/creativeGroups/api';

/**
 * The group's page calls (the area's shared creativeGroups api, A 7): GET {api}/core/campaigns/creatives-groups/{id}
 * (ours: the spec names no read of one group), PUT {id} with the whole group and If-Match, POST a new group, GET
 * with campaign_id (the selector's groups), GET {urlPath}/creatives?campaign_id= (the campaign's flights).
 */
export function creativeGroupEditApi(urlPath = '') {
  return {
    ...creativeGroupsApi(urlPath),
    /** The campaign's groups page (the back link). */
    listUrl: (campaignId: number | null): string => sitePath(`/campaigns/creative-groups/${campaignId === null ? '' : `?campaign_id=${campaignId}`}`, urlPath),
  };
}

export type CreativeGroupEditApi = ReturnType<typeof creativeGroupEditApi>;
