import { sitePath } from '@core/basePath';
import { chosen, spec, type Calls } from '@core/calls';
import { givenRecord } from '@core/record';
import { creativeGroupsApi } from '@adconfig/shared/creativeGroups/api';
import { groupOf, type CreativeGroup } from '@adconfig/shared/creativeGroups/group';

/** Issue 41: what the page asks the backend for (A 7 Creative groups), and what it does without what the spec does not name. */
export const calls = {
  group: chosen('GET {api}/core/campaigns/creatives-groups/{id}: without it the page takes the group it prints (data-props `record`); with neither, the load failure'),
  update: spec('A 7 Creative groups PUT {api}/core/campaigns/creatives-groups/{id} (the whole group as it came, the form over it; a bare {success: true} is a save)'),
  create: spec('A 7 Creative groups POST {api}/core/campaigns/creatives-groups (the selector’s new group)'),
  groups: spec('A 7 Creative groups GET {api}/core/campaigns/creatives-groups (campaign_id): the selector'),
  remove: spec('A 7 Creative groups DELETE {api}/core/campaigns/creatives-groups/{id}: \'Удалить группу\', asked first (A 8); then the campaign’s groups page'),
  flights: spec('A 7 Creatives GET with filters (campaign_id): the campaign’s flights (A 4 "choosing a campaign loads its creatives")'),
  campaign: spec('A 7 ORD GET {api}/campaigns/{id} (Data access: campaign find by id): the campaign typed must resolve (A 5)'),
  flightGroup: chosen('a flight’s `group` (its name, or the group object): without it a flight in another group is named by its group id'),
  version: chosen('the group’s `updated`, sent back as If-Match: without it the save sends none and a concurrent edit is not detected'),
} satisfies Calls;

/**
 * The group's page calls (the area's shared creativeGroups api, A 7): the group the page prints, else GET
 * {api}/core/campaigns/creatives-groups/{id} (ours: the spec names no read of one group); PUT {id} with the whole
 * group and If-Match, POST a new group, GET with campaign_id (the selector's groups), GET {urlPath}/creatives?campaign_id=
 * (the campaign's flights).
 */
export function creativeGroupEditApi(urlPath = '', printed?: unknown) {
  const shared = creativeGroupsApi(urlPath);
  return {
    ...shared,
    /** The group: the page's own when it is this one (issue 41), else the GET. */
    group: async (id: number, signal?: AbortSignal): Promise<CreativeGroup> => givenRecord(printed, groupOf, (group) => group.id === id) ?? shared.group(id, signal),
    /** The campaign's groups page (the back link). */
    listUrl: (campaignId: number | null): string => sitePath(`/campaigns/creative-groups/${campaignId === null ? '' : `?campaign_id=${campaignId}`}`, urlPath),
  };
}

export type CreativeGroupEditApi = ReturnType<typeof creativeGroupEditApi>;
