// Issue 41: what the groups page asks the backend for. The calls are the area's shared creativeGroups api
// (src/adconfig/shared/creativeGroups/api.ts); this page uses these.
import { chosen, spec, type Calls } from '@core/calls';

export const calls = {
  groups: spec('A 7 Creative groups GET {api}/core/campaigns/creatives-groups (campaign_id): the selector'),
  create: spec('A 7 Creative groups POST {api}/core/campaigns/creatives-groups (a new group; a bare {success: true} reloads the selector)'),
  update: spec('A 7 Creative groups PUT {api}/core/campaigns/creatives-groups/{id}: a rename, or flights added to it (the group sent whole, as it came)'),
  remove: spec('A 7 Creative groups DELETE {api}/core/campaigns/creatives-groups/{id}: \'Удалить группу\', asked first (A 8); the groups and flights reload'),
  flights: spec('A 7 Creatives GET with filters (campaign_id): the campaign’s flights (A 4 "choosing a campaign loads its creatives")'),
  campaign: spec('A 7 ORD GET {api}/campaigns/{id} (Data access: campaign find by id): a campaign listing no flights must resolve (A 5), else \'Некорректный идентификатор кампании.\' and no new group'),
  flightGroup: chosen('a flight’s `group` (its name, or the group object): without it the group column shows the group’s id'),
  version: chosen('a group’s `updated`, sent back as If-Match: without it the save sends none and a concurrent edit is not detected'),
} satisfies Calls;
