import { numberOf } from '@core/record';
import { DEFAULT_REDIRECT_METHOD, FREQUENCY_KEYS, LIMIT_KEYS, LIMIT_PAIRS, type Creative, type FrequencyKey, type LimitKey, type LimitType } from '@adconfig/shared/creative/creative';

type LimitFields = { [K in LimitKey]: string } & { [K in LimitKey as `${K}_type`]: LimitType | string };
type FrequencyFields = { [K in FrequencyKey as `limit_freq_${K}_count` | `limit_freq_${K}_timeout`]: string };

/** What the form edits as the record has it (A 3). */
type Kept = Pick<
  Creative,
  | 'name'
  | 'format_id'
  | 'template_id'
  | 'payout_type_id'
  | 'reference'
  | 'redirect_method'
  | 'limit_date_begin'
  | 'limit_date_end'
  | 'distribution'
  | 'is_not_reappraisal'
  | 'is_rtb'
  | 'adomain'
  | 'comment'
  | 'description'
  | 'limit_event_id'
  | 'video_event_id'
  | 'limit_freq_action_event_id'
>;

/** The form as typed: flat, with the backend's field names (its errors land under their fields); numbers stay text. */
export type CreativeValues = LimitFields & FrequencyFields & Kept & { campaign_id: string };

type Numbers = keyof Omit<LimitFields & FrequencyFields, `${LimitKey}_type`>;

/** What POST /creatives and PUT /creatives/{id} send (JSON): the same fields, numbers as numbers or null, no end day as null. */
export type CreativePayload = Omit<CreativeValues, Numbers | 'campaign_id' | 'limit_date_begin' | 'limit_date_end' | 'distribution'> & { distribution?: string } &
  Record<Numbers, number | null> & { campaign_id: number | null; limit_date_begin: string | null; limit_date_end: string | null };

export const limitTypeKey = (key: LimitKey): `${LimitKey}_type` => `${key}_type`;
export const frequencyKey = (key: FrequencyKey, part: 'count' | 'timeout'): `limit_freq_${FrequencyKey}_${'count' | 'timeout'}` => `limit_freq_${key}_${part}`;

/** A new flight: redirect_method auto (A 9), no video event (0), every limit a plain value, no distribution. */
export function emptyCreative(campaignId = ''): CreativeValues {
  const limits = Object.fromEntries(LIMIT_KEYS.flatMap((key) => [[key, ''], [limitTypeKey(key), 'value']]));
  const frequency = Object.fromEntries(FREQUENCY_KEYS.flatMap((key) => [[frequencyKey(key, 'count'), ''], [frequencyKey(key, 'timeout'), '']]));
  return {
    ...(limits as LimitFields),
    ...(frequency as FrequencyFields),
    name: '',
    campaign_id: campaignId,
    format_id: null,
    template_id: null,
    payout_type_id: null,
    reference: '',
    redirect_method: DEFAULT_REDIRECT_METHOD,
    limit_date_begin: '',
    limit_date_end: '',
    // No distribution of our own (issue 43): a new flight sends none, and the backend keeps its default.
    distribution: '',
    is_not_reappraisal: false,
    is_rtb: false,
    adomain: '',
    comment: '',
    description: '',
    limit_event_id: null,
    video_event_id: 0,
    limit_freq_action_event_id: null,
  };
}

const typed = (n: number | null): string => (n === null ? '' : String(n));

export function valuesOf(creative: Creative): CreativeValues {
  const values = emptyCreative(typed(creative.campaign_id));
  for (const key of LIMIT_KEYS) {
    values[key] = typed(creative.limits[key].value);
    values[limitTypeKey(key)] = creative.limits[key].type;
  }
  for (const key of FREQUENCY_KEYS) {
    values[frequencyKey(key, 'count')] = typed(creative.frequency[key].count);
    values[frequencyKey(key, 'timeout')] = typed(creative.frequency[key].timeout);
  }
  const { name, format_id, template_id, payout_type_id, reference, redirect_method, limit_date_begin, limit_date_end, distribution } = creative;
  const { is_not_reappraisal, is_rtb, adomain, comment, description, limit_event_id, video_event_id, limit_freq_action_event_id } = creative;
  const kept: Kept = { name, format_id, template_id, payout_type_id, reference, redirect_method, limit_date_begin, limit_date_end, distribution, is_not_reappraisal, is_rtb, adomain, comment, description, limit_event_id, video_event_id, limit_freq_action_event_id };
  return { ...values, ...kept };
}

/** The whole number typed, else null. */
export function idOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,15}$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n > 0 ? n : null;
}

/** A 3 "days count derived from the date range": both days counted; null without an end (or a range that is not one). */
export function daysOf(begin: string, end: string): number | null {
  const from = Date.parse(`${begin}T00:00:00Z`);
  const to = Date.parse(`${end}T00:00:00Z`);
  if (!Number.isFinite(from) || !Number.isFinite(to) || to < from) return null;
  return Math.round((to - from) / 86_400_000) + 1;
}

/** A 9: the recommended daily limit is the total divided by the days, rounded up (a budget to 4 decimals, others whole). */
export function recommendedDaily(total: number, days: number, decimals: number): number {
  const scale = 10 ** decimals;
  // toPrecision drops the float noise (0.7 / 7 * 10 000 = 1000.0000000000001) before rounding up.
  return Math.ceil(Number(((total / days) * scale).toPrecision(12))) / scale;
}

/** Decimals of a pair's recommendation: money to 4 places, counts whole. */
export const decimalsOf = (total: (typeof LIMIT_PAIRS)[number]['total']): number => (total === 'limit_budget' ? 4 : 0);

/** The fields sent as numbers: the limits and the frequency counts and periods. */
const NUMBER_KEYS: readonly Numbers[] = [...LIMIT_KEYS, ...FREQUENCY_KEYS.flatMap((key) => [frequencyKey(key, 'count'), frequencyKey(key, 'timeout')])];

/** What is sent: texts trimmed, numbers as numbers (empty: null), the day range as Y-m-d (no end: null). */
export function payloadOf(values: CreativeValues): CreativePayload {
  const numbers = Object.fromEntries(NUMBER_KEYS.map((key) => [key, numberOf(values[key])])) as Record<Numbers, number | null>;
  const { distribution, ...rest } = values;
  return {
    ...rest,
    ...(distribution ? { distribution } : {}),
    ...numbers,
    name: values.name.trim(),
    campaign_id: idOf(values.campaign_id),
    reference: values.reference.trim(),
    redirect_method: values.redirect_method || DEFAULT_REDIRECT_METHOD,
    limit_date_begin: values.limit_date_begin || null,
    limit_date_end: values.limit_date_end || null,
    adomain: values.adomain.trim(),
  };
}
