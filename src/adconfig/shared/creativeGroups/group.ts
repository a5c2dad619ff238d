import { d, isObject } from '@core/decode';

/** A 3 limits of a creative group, each with its `_type`. */
export const GROUP_LIMITS = [
  'limit_displayed',
  'limit_displayed_daily',
  'limit_clicked',
  'limit_clicked_daily',
  'limit_actions',
  'limit_actions_daily',
  'limit_budget',
  'limit_budget_daily',
] as const;
export type GroupLimit = (typeof GROUP_LIMITS)[number];

/**
 * A 3 limit types: a value or a percent of the campaign (A 9 'value / percent_campaign'); budgets also offer the money
 * variant (A 3: "a money variant for group budgets"). The spec does not name that variant's value, so `money` is
 * offered last and never chosen for the operator: a new group, or a stored limit without a type, is `value` (the
 * spec's), and a stored budget type is kept as it came (issue 43).
 */
export const LIMIT_TYPES = ['value', 'percent_campaign'] as const;
export const BUDGET_TYPES = ['value', 'percent_campaign', 'money'] as const;
export const isBudget = (limit: GroupLimit): boolean => limit.startsWith('limit_budget');
export const typesOf = (limit: GroupLimit): readonly string[] => (isBudget(limit) ? BUDGET_TYPES : LIMIT_TYPES);

/** A 3 creative group: id, name, campaign_id, dates, creatives (ids), description, the limits with their types. */
export interface CreativeGroup {
  id: number;
  name: string;
  campaign_id: number | null;
  limit_date_begin: string;
  limit_date_end: string;
  creatives: number[];
  description: string;
  limits: Record<GroupLimit, number | null>;
  limitTypes: Record<GroupLimit, string>;
  /** The record's version as loaded (If-Match); '' when the answer has none. */
  updated: string;
  /**
   * The group as it came: every save (the edit page, a rename, 'Добавить в группу') sends back the fields the
   * pages do not edit (the action limits, their types, fields no page knows) exactly as they came (issue 41).
   */
  stored?: Record<string, unknown>;
}

const ids = (raw: unknown): number[] => (Array.isArray(raw) ? raw.map((v) => d.id(isObject(v) ? (v.creative_id ?? v.id) : v)).filter((id): id is number => id !== null) : []);

/** A group without an id cannot be chosen or saved: null. No limit type reads as the kind's first; a stored one the pages do not know is kept. */
export function groupOf(raw: unknown): CreativeGroup | null {
  if (!isObject(raw)) return null;
  const id = d.id(raw.id);
  if (id === null) return null;
  const limits = {} as Record<GroupLimit, number | null>;
  const limitTypes = {} as Record<GroupLimit, string>;
  for (const limit of GROUP_LIMITS) {
    const n = d.number(raw[limit]);
    limits[limit] = n !== null && n >= 0 ? n : null;
    const type = d.text(raw[`${limit}_type`]);
    limitTypes[limit] = type || typesOf(limit)[0];
  }
  return {
    id,
    name: d.text(raw.name),
    campaign_id: d.id(raw.campaign_id),
    limit_date_begin: d.text(raw.limit_date_begin),
    limit_date_end: d.text(raw.limit_date_end),
    creatives: ids(raw.creatives),
    description: d.text(raw.description),
    limits,
    limitTypes,
    updated: d.text(raw.updated),
    stored: { ...raw },
  };
}

export const groupsOf = (raw: unknown): CreativeGroup[] => d.list(groupOf)(raw).filter((g): g is CreativeGroup => g !== null);

/** What POST and PUT send: the group's fields, each limit with its `_type`. */
export type GroupInput = Record<string, unknown>;

/** The stored group's fields first (as they came), the edited ones over them. */
export function inputOf(group: Omit<CreativeGroup, 'id' | 'updated'>): GroupInput {
  const out: GroupInput = {
    ...group.stored,
    name: group.name,
    campaign_id: group.campaign_id,
    limit_date_begin: group.limit_date_begin || null,
    limit_date_end: group.limit_date_end || null,
    creatives: group.creatives,
    description: group.description,
  };
  for (const limit of GROUP_LIMITS) {
    out[limit] = group.limits[limit];
    out[`${limit}_type`] = group.limitTypes[limit];
  }
  return out;
}

/** A new group of the campaign: no dates, no flights, no limits (each by value, the spec's type). */
export function emptyGroup(campaignId: number | null): Omit<CreativeGroup, 'id' | 'updated'> {
  const limits = {} as Record<GroupLimit, number | null>;
  const limitTypes = {} as Record<GroupLimit, string>;
  for (const limit of GROUP_LIMITS) {
    limits[limit] = null;
    limitTypes[limit] = typesOf(limit)[0];
  }
  return { name: '', campaign_id: campaignId, limit_date_begin: '', limit_date_end: '', creatives: [], description: '', limits, limitTypes };
}
