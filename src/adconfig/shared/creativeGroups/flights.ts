import { d, isObject } from '@core/decode';
import { GROUP_TEXTS } from './texts';

/** A creative (flight) of a campaign as the group screens list it; group_id null: in no group. */
export interface Flight {
  creative_id: number;
  name: string;
  campaign_id: number | null;
  group_id: number | null;
  group: string;
  limit_date_begin: string;
  limit_date_end: string;
}

function flightOf(raw: unknown): Flight | null {
  if (!isObject(raw)) return null;
  const id = d.id(raw.creative_id) ?? d.id(raw.id);
  if (id === null) return null;
  const group = isObject(raw.group) ? d.text(raw.group.name) : d.text(raw.group);
  return {
    creative_id: id,
    name: d.text(raw.name),
    campaign_id: d.id(raw.campaign_id),
    group_id: d.id(raw.group_id),
    group,
    limit_date_begin: d.text(raw.limit_date_begin),
    limit_date_end: d.text(raw.limit_date_end),
  };
}

/** The flights with an id, each once. */
export function flightsOf(raw: unknown): Flight[] {
  const seen = new Set<number>();
  return d.list(flightOf)(raw).filter((f): f is Flight => f !== null && !seen.has(f.creative_id) && Boolean(seen.add(f.creative_id)));
}

/** A 5: the chosen flights that belong to a group other than `groupId` (their group would change). */
export const inOtherGroups = (chosen: Flight[], groupId: number | null): Flight[] => chosen.filter((f) => f.group_id !== null && f.group_id !== groupId);

/** A 5: flights of a group come from one campaign (that of the group when it has one); the message when not. */
export function campaignProblem(chosen: Flight[], campaignId: number | null): string | null {
  const campaigns = new Set(chosen.map((f) => f.campaign_id));
  if (campaignId !== null) campaigns.add(campaignId);
  return campaigns.size > 1 ? GROUP_TEXTS.oneCampaign : null;
}

/** How a flight is named in a question: 'Зима №12 (#12)'. */
export const flightLabel = (f: Flight): string => (f.name ? `«${f.name}» (#${f.creative_id})` : `#${f.creative_id}`);
