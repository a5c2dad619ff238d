import { d } from '@core/decode';
import { numberOrNull } from '@core/option';

/** A 3: frequency rules keyed by rule id, one per kind of A 9 (displays, clicks, events, sends). */
export const RULE_KEYS = ['displayed', 'clicked', 'action', 'sent'] as const;
export type RuleKey = (typeof RULE_KEYS)[number];

export const TIME_UNITS = { second: 1, minute: 60, hour: 3600, day: 86400 } as const;
export type TimeUnit = keyof typeof TIME_UNITS;
const UNITS_LARGEST_FIRST: TimeUnit[] = ['day', 'hour', 'minute', 'second'];

/** One rule as edited: the count and period as typed, the period's unit, the event (events rule only). */
export interface RuleDraft {
  count: string;
  period: string;
  unit: TimeUnit;
  event_id: number | null;
}
export type FrequencyValue = Record<RuleKey, RuleDraft>;

/** The rule as the server keeps it: timeout in seconds. */
export interface FrequencyRule {
  count: number;
  timeout: number;
  event_id?: number | null;
}

const emptyRule = (): RuleDraft => ({ count: '', period: '', unit: 'hour', event_id: null });

/** Seconds → the largest unit that divides them (3600 → 1 ч.). */
function periodOf(seconds: number | null): Pick<RuleDraft, 'period' | 'unit'> {
  if (seconds === null || seconds <= 0) return { period: '', unit: 'hour' };
  const unit = UNITS_LARGEST_FIRST.find((u) => seconds % TIME_UNITS[u] === 0) ?? 'second';
  return { period: String(seconds / TIME_UNITS[unit]), unit };
}

const ruleShape = d.record({ count: d.count, timeout: d.count, event_id: d.id });

/** params.value → the four rules; an unknown key or a malformed rule shows as an empty rule. */
export function decodeFrequency(raw: unknown): FrequencyValue {
  const source = d.object(raw);
  const out = {} as FrequencyValue;
  for (const key of RULE_KEYS) {
    const rule = ruleShape(source[key]);
    out[key] = { ...emptyRule(), count: rule.count ? String(rule.count) : '', ...periodOf(rule.timeout), event_id: rule.event_id };
  }
  return out;
}

/** The rule to save, or null when it will be dropped (A 5: count > 0 and timeout > 0, whole numbers). */
export function savedRule(key: RuleKey, draft: RuleDraft): FrequencyRule | null {
  const count = numberOrNull(draft.count);
  const period = numberOrNull(draft.period);
  if (count === null || period === null || !Number.isInteger(count) || count <= 0) return null;
  const timeout = Math.round(period * TIME_UNITS[draft.unit]);
  if (timeout <= 0) return null;
  return key === 'action' ? { count, timeout, event_id: draft.event_id } : { count, timeout };
}

/** Something typed that will not be saved ('Не будет сохранено!'); an untouched rule says nothing. */
export function isDropped(key: RuleKey, draft: RuleDraft): boolean {
  return (draft.count.trim() !== '' || draft.period.trim() !== '') && savedRule(key, draft) === null;
}

/** Only the rules that will be saved, keyed by rule id. */
export function encodeFrequency(value: FrequencyValue): Partial<Record<RuleKey, FrequencyRule>> {
  const out: Partial<Record<RuleKey, FrequencyRule>> = {};
  for (const key of RULE_KEYS) {
    const rule = savedRule(key, value[key]);
    if (rule) out[key] = rule;
  }
  return out;
}
