import { d } from '@core/decode';
import { rowsKeeping, withKept, type DictionaryItem, type Kept } from '@core/option';
import { eventName, RULE_TEXT } from '@adconfig/shared/optionRules';

/** A 3 rule types (the spec's codes): a click, an impression, an event of a type, a label. */
export const EVENT_RULE_TYPES = [
  { id: 'click', name: 'Клик' },
  { id: 'impression', name: 'Показ' },
  { id: 'event', name: 'Событие' },
  { id: 'label', name: 'Метка' },
] as const;
export type EventRuleType = (typeof EVENT_RULE_TYPES)[number]['id'];

/** A 3 objects a click, impression or event rule is about. */
export const RULE_OBJECTS = [
  { id: 'creative', name: 'Креатив' },
  { id: 'channel', name: 'Канал' },
  { id: 'campaign', name: 'Кампания' },
] as const;
export type RuleObject = (typeof RULE_OBJECTS)[number]['id'];

/** A 5: the types whose rule names an object and its id. */
export const needsObject = (type: EventRuleType | null): boolean => type === 'click' || type === 'impression' || type === 'event';

/**
 * A 3 label/event rule as edited: allow (1), forbid (0) or not chosen (null), its type (null: not chosen),
 * the label (type 'label'), the event type (type 'event'), the object and its id as typed (click, impression, event).
 */
export interface EventRuleDraft {
  allow: 0 | 1 | null;
  type: EventRuleType | null;
  label: string;
  event_type_id: number | null;
  object: RuleObject | null;
  id: string;
  /** What else the rule came with: sent back as it came. */
  kept?: Kept;
}
export type EventRulesValue = EventRuleDraft[];

/** A rule as saved: the fields its type uses (the others null) and its generated name. */
export interface EventRule {
  allow: boolean | null;
  type: EventRuleType | null;
  label: string | null;
  event_type_id: number | null;
  object: RuleObject | null;
  id: number | null;
  name: string;
}

/** One of the codes, else null (not chosen). */
const codeOf = <T extends string>(list: readonly { id: T }[]) => (raw: unknown): T | null => list.find((x) => x.id === raw)?.id ?? null;
/** The fields of a rule this editor reads (and writes); a rule's others go back as they came. */
const RULE_FIELDS = ['allow', 'type', 'label', 'event_type_id', 'object', 'id', 'name'];

const ruleShape = d.record({
  allow: d.bool,
  type: codeOf(EVENT_RULE_TYPES),
  label: d.text,
  event_type_id: d.id,
  object: codeOf(RULE_OBJECTS),
  id: d.id,
});

/** params.value → the rules, each keeping its other fields; anything but a list is none; an unknown type or object, or a missing allow, reads as not chosen. */
export function decodeEventRules(raw: unknown): EventRulesValue {
  return rowsKeeping(raw, RULE_FIELDS, (item) => {
    const rule = ruleShape(item);
    return {
      allow: rule.allow === null ? null : rule.allow ? 1 : 0,
      type: rule.type,
      label: rule.type === 'label' ? rule.label : '',
      event_type_id: rule.type === 'event' ? rule.event_type_id : null,
      object: needsObject(rule.type) ? rule.object : null,
      id: needsObject(rule.type) && rule.id !== null ? String(rule.id) : '',
    };
  });
}

export const newEventRule = (): EventRuleDraft => ({ allow: null, type: null, label: '', event_type_id: null, object: null, id: '' });

/** The object's id as typed: a whole number above zero, else null. */
export function objectIdOf(text: string): number | null {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) && Number(trimmed) > 0 && Number.isSafeInteger(Number(trimmed)) ? Number(trimmed) : null;
}

const nameOf = <T extends { id: string; name: string }>(list: readonly T[], id: string) => list.find((x) => x.id === id)?.name ?? id;

/**
 * The rule's generated name (A 3): 'Разрешить: Событие «Регистрация», Канал #7', 'Запретить: Метка «promo»';
 * '#N' (its number) while it has no type to be named by.
 */
export function eventRuleName(rule: EventRuleDraft, n: number, events: readonly DictionaryItem[]): string {
  if (rule.type === null) return `#${n}`;
  const parts: string[] = [nameOf(EVENT_RULE_TYPES, rule.type)];
  if (rule.type === 'label') parts[0] += ` «${rule.label.trim() || '…'}»`;
  if (rule.type === 'event') parts[0] += ` «${rule.event_type_id === null ? '…' : eventName(events, rule.event_type_id)}»`;
  if (needsObject(rule.type)) parts.push(`${rule.object === null ? '…' : nameOf(RULE_OBJECTS, rule.object)} #${rule.id.trim() || '…'}`);
  const action = rule.allow === null ? '' : `${rule.allow ? RULE_TEXT.allowed : RULE_TEXT.denied}: `;
  return `${action}${parts.join(', ')}`;
}

/** What is sent: every rule with the fields of its type (the others null) and its generated name. */
export function encodeEventRules(value: EventRulesValue, events: readonly DictionaryItem[]): EventRule[] {
  return value.map((rule, index) => {
    const withObject = needsObject(rule.type);
    return withKept(rule.kept, {
      allow: rule.allow === null ? null : rule.allow === 1,
      type: rule.type,
      label: rule.type === 'label' ? rule.label.trim() : null,
      event_type_id: rule.type === 'event' ? rule.event_type_id : null,
      object: withObject ? rule.object : null,
      id: withObject ? objectIdOf(rule.id) : null,
      name: eventRuleName(rule, index + 1, events),
    });
  });
}
