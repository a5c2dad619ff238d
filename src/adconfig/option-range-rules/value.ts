import { d } from '@core/decode';
import { numberOrNull, rowsKeeping, textOfNumber, withKept, type DictionaryItem, type Kept } from '@core/option';
import { shownNumber } from '@core/format';
import { eventName } from '@adconfig/shared/optionRules';

/** What a rule bounds (chosen codes): displays, clicks, CTR in percents, or the count of one event type. */
export const RANGE_TYPES = [
  { id: 'displayed', name: 'Показы' },
  { id: 'clicked', name: 'Клики' },
  { id: 'ctr', name: 'CTR, %' },
  { id: 'event', name: 'События' },
] as const;
export type RangeType = (typeof RANGE_TYPES)[number]['id'];

/** A 3 range rule as edited: allow (1) or forbid (0), its type, the bounds as typed, the event type (type 'event'). */
export interface RangeRuleDraft {
  allow: 0 | 1;
  type: RangeType;
  min: string;
  max: string;
  event_type_id: number | null;
  /** What else the rule came with: sent back as it came. */
  kept?: Kept;
}
export type RangeRulesValue = RangeRuleDraft[];

/** A rule as saved: its generated name with the rest. */
export interface RangeRule {
  name: string;
  allow: boolean;
  type: RangeType;
  min: number | null;
  max: number | null;
  event_type_id: number | null;
}

const ruleShape = d.record({ allow: d.bool, type: (raw: unknown) => raw, min: textOfNumber, max: textOfNumber, event_type_id: d.id });

const RULE_FIELDS = ['name', 'allow', 'type', 'min', 'max', 'event_type_id'];

/** params.value → the rules, each keeping its other fields; anything but a list is none; an unknown type reads as the first, a missing allow as allow. */
export function decodeRangeRules(raw: unknown): RangeRulesValue {
  return rowsKeeping(raw, RULE_FIELDS, (item) => {
    const rule = ruleShape(item);
    const type = RANGE_TYPES.find((t) => t.id === rule.type)?.id ?? RANGE_TYPES[0].id;
    return { allow: rule.allow === false ? 0 : 1, type, min: rule.min, max: rule.max, event_type_id: type === 'event' ? rule.event_type_id : null };
  });
}

export const newRangeRule = (): RangeRuleDraft => ({ allow: 1, type: 'displayed', min: '', max: '', event_type_id: null });

const typeName = (type: RangeType) => RANGE_TYPES.find((t) => t.id === type)?.name ?? type;

/** The rule's generated name (A 3), numbers in ru-RU: 'Разрешить: CTR, % от 1,5 до 2,5', an event by its name from the dictionary (else '#id'). */
export function rangeRuleName(rule: RangeRuleDraft, events: readonly DictionaryItem[]): string {
  const what = rule.type === 'event' && rule.event_type_id !== null ? `${typeName(rule.type)} «${eventName(events, rule.event_type_id)}»` : typeName(rule.type);
  const bound = (text: string) => {
    const n = numberOrNull(text);
    // As ru-RU writes it ('от 1,5 до 2 500'), every fraction digit kept.
    return n !== null ? shownNumber(String(n)) : text.trim() || '…';
  };
  return `${rule.allow ? 'Разрешить' : 'Запретить'}: ${what} от ${bound(rule.min)} до ${bound(rule.max)}`;
}

/** What is sent: every rule with its generated name, bounds as numbers (commas read as dots), and the other fields it came with. */
export function encodeRangeRules(value: RangeRulesValue, events: readonly DictionaryItem[]): RangeRule[] {
  return value.map((rule) =>
    withKept(rule.kept, {
      name: rangeRuleName(rule, events),
      allow: rule.allow === 1,
      type: rule.type,
      min: numberOrNull(rule.min),
      max: numberOrNull(rule.max),
      event_type_id: rule.type === 'event' ? rule.event_type_id : null,
    }),
  );
}
