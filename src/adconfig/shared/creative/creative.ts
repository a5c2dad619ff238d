import { d, isObject } from '@core/decode';

/** A 3 / A 9: a limit counts itself (value) or a share of the campaign's (percent_campaign). */
export const LIMIT_TYPES = ['value', 'percent_campaign'] as const;
export type LimitType = (typeof LIMIT_TYPES)[number];

/** A 3 Creative limits, each with its companion `{key}_type`; a total and its daily limit side by side. */
export const LIMIT_PAIRS = [
  { total: 'limit_displayed', daily: 'limit_displayed_daily' },
  { total: 'limit_clicked', daily: 'limit_clicked_daily' },
  { total: 'limit_actions', daily: 'limit_actions_daily' },
  { total: 'limit_budget', daily: 'limit_budget_daily' },
] as const;
export type LimitKey = (typeof LIMIT_PAIRS)[number]['total'] | (typeof LIMIT_PAIRS)[number]['daily'];
export const LIMIT_KEYS: readonly LimitKey[] = LIMIT_PAIRS.flatMap((p) => [p.total, p.daily]);

/** Frequency limits (as A 3's conversion rule general params): count per timeout; the action one names its event. */
export const FREQUENCY_KEYS = ['displayed', 'clicked', 'action', 'sent'] as const;
export type FrequencyKey = (typeof FREQUENCY_KEYS)[number];

export interface CreativeLimit {
  value: number | null;
  /** value or percent_campaign (A 3); a stored type the screens do not know is kept as it came. */
  type: LimitType | string;
}

/** A 3 Creative (a flight), as the backend answers it; what is missing or of the wrong type reads as empty. */
export interface Creative {
  id: number;
  name: string;
  campaign_id: number | null;
  format_id: number | null;
  template_id: number | null;
  payout_type_id: number | null;
  reference: string;
  redirect_method: string;
  limit_date_begin: string;
  limit_date_end: string;
  distribution: string;
  group_id: number | null;
  /** A 3 `group`: the group's name (sent as a name or as the group object); '' when none. */
  group: string;
  status: string;
  is_not_reappraisal: boolean;
  comment: string;
  description: string;
  ord_erid: string;
  ord_creative_id: string;
  limit_event_id: number | null;
  /** 0: none (A 3's default). */
  video_event_id: number;
  limits: Record<LimitKey, CreativeLimit>;
  frequency: Record<FrequencyKey, { count: number | null; timeout: number | null }>;
  limit_freq_action_event_id: number | null;
  adomain: string;
  is_rtb: boolean;
  /** The record as it came: what a page does not edit goes back with its save (issue 41, rule 4). */
  stored: Record<string, unknown>;
}

/** A 9: redirect_method auto unless the record says otherwise. */
export const DEFAULT_REDIRECT_METHOD = 'auto';

const DAY = /^\d{4}-\d{2}-\d{2}/;
/** A Y-m-d day (a date-time keeps its day), else ''. */
const dayOf = (raw: unknown): string => {
  const text = d.text(raw);
  return DAY.test(text) ? text.slice(0, 10) : '';
};
/** A limit: a number ≥ 0, else none. */
const limitValue = (raw: unknown): number | null => {
  const n = d.number(raw);
  return n !== null && n >= 0 ? n : null;
};
/** A limit's type: none is a plain value; a stored type outside LIMIT_TYPES is kept (shown as unknown, sent back). */
const limitType = (raw: unknown): string => d.text(raw) || 'value';

/** The creative, untrusted: null without an id (`creative_id`, or `id`). */
export function creativeOf(raw: unknown): Creative | null {
  const source = d.object(raw);
  const id = d.id(source.creative_id) ?? d.id(source.id);
  if (id === null) return null;
  const text = (key: string) => d.text(source[key]);
  const limits = Object.fromEntries(LIMIT_KEYS.map((key) => [key, { value: limitValue(source[key]), type: limitType(source[`${key}_type`]) }])) as Record<LimitKey, CreativeLimit>;
  const frequency = Object.fromEntries(
    FREQUENCY_KEYS.map((key) => [key, { count: d.count(source[`limit_freq_${key}_count`]), timeout: d.count(source[`limit_freq_${key}_timeout`]) }]),
  ) as Creative['frequency'];
  return {
    id,
    name: text('name'),
    campaign_id: d.id(source.campaign_id),
    format_id: d.id(source.format_id),
    template_id: d.id(source.template_id),
    payout_type_id: d.id(source.payout_type_id),
    reference: text('reference'),
    redirect_method: text('redirect_method') || DEFAULT_REDIRECT_METHOD,
    limit_date_begin: dayOf(source.limit_date_begin),
    limit_date_end: dayOf(source.limit_date_end),
    distribution: text('distribution'),
    group_id: d.id(source.group_id),
    group: isObject(source.group) ? d.text(source.group.name) : text('group'),
    status: text('status'),
    is_not_reappraisal: d.bool(source.is_not_reappraisal) ?? false,
    comment: text('comment'),
    description: text('description'),
    ord_erid: text('ord_erid'),
    ord_creative_id: text('ord_creative_id'),
    limit_event_id: d.id(source.limit_event_id),
    video_event_id: d.id(source.video_event_id) ?? 0,
    limits,
    frequency,
    limit_freq_action_event_id: d.id(source.limit_freq_action_event_id),
    adomain: text('adomain'),
    is_rtb: d.bool(source.is_rtb) ?? false,
    stored: source,
  };
}
