import type { LatestLoad } from '@core/latestLoad';
import type { CreativeGroupsApi } from './api';
import type { CreativeGroup } from './group';

/**
 * A campaign's groups into `apply` (the groups page and a group's edit page, each with its own choice of
 * what to keep): latest wins on `load`; no campaign, none at once.
 */
export function loadCampaignGroups(
  load: LatestLoad,
  api: Pick<CreativeGroupsApi, 'groups'>,
  campaignId: number | null,
  apply: (groups: CreativeGroup[]) => void,
): Promise<void> {
  if (campaignId === null) {
    load.settle(() => apply([]));
    return Promise.resolve();
  }
  return load.run((signal) => api.groups(campaignId, signal), apply);
}
