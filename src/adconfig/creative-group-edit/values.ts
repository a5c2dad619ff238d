import { numberOf } from '@core/record';
import { GROUP_LIMITS, inputOf, type CreativeGroup, type GroupInput, type GroupLimit } from '@adconfig/shared/creativeGroups/group';

type LimitValues = { [K in GroupLimit]: string } & { [K in GroupLimit as `${K}_type`]: string };

/** The group as edited: numbers as typed text, the chosen flights' ids (sorted: the order is no edit). */
export type GroupValues = {
  name: string;
  campaign_id: string;
  limit_date_begin: string;
  limit_date_end: string;
  description: string;
  creatives: number[];
} & LimitValues;

export const typeKey = (limit: GroupLimit): `${GroupLimit}_type` => `${limit}_type`;

export const sortedIds = (ids: Iterable<number>): number[] => [...new Set(ids)].sort((a, b) => a - b);

export function valuesOf(group: CreativeGroup): GroupValues {
  const values = {
    name: group.name,
    campaign_id: group.campaign_id === null ? '' : String(group.campaign_id),
    limit_date_begin: group.limit_date_begin,
    limit_date_end: group.limit_date_end,
    description: group.description,
    creatives: sortedIds(group.creatives),
  } as GroupValues;
  for (const limit of GROUP_LIMITS) {
    values[limit] = group.limits[limit] === null ? '' : String(group.limits[limit]);
    values[typeKey(limit)] = group.limitTypes[limit];
  }
  return values;
}

/** The campaign typed, as an id; null when it is not one. */
export function campaignOf(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,15}$/.test(trimmed) && Number(trimmed) > 0 ? Number(trimmed) : null;
}

/** What PUT sends: the group's fields, each limit (empty: null) with its `_type`. */
export function payloadOf(values: GroupValues): GroupInput {
  const limits = {} as CreativeGroup['limits'];
  const limitTypes = {} as CreativeGroup['limitTypes'];
  for (const limit of GROUP_LIMITS) {
    limits[limit] = numberOf(values[limit]);
    limitTypes[limit] = values[typeKey(limit)];
  }
  return inputOf({
    name: values.name.trim(),
    campaign_id: campaignOf(values.campaign_id),
    limit_date_begin: values.limit_date_begin,
    limit_date_end: values.limit_date_end,
    creatives: values.creatives,
    description: values.description,
    limits,
    limitTypes,
  });
}
