import { d } from '@core/decode';
import { decodeAllowDeny, encodeAllowDeny, type AllowDenyValue } from '@adconfig/shared/allowDeny';

/**
 * A 3 Restricted-attribute rule: an attribute, allow (true) or forbid (false), its values. Values as text,
 * each once; the attribute as its id (text).
 */
export interface RestrictionRule {
  attribute: string;
  allow: boolean;
  values: string[];
}

/**
 * The generic allow/deny option's value (our choice, in the README row): the dictionary's ids in the allow
 * and deny lists, and the restricted-attribute rules: `{allow: [ids], deny: [ids], rules: [{attribute, allow, values}]}`.
 */
export interface AllowDenyOptionValue extends AllowDenyValue {
  rules: RestrictionRule[];
}

const ruleShape = d.record({ attribute: d.text, allow: d.bool, values: (raw: unknown) => (Array.isArray(raw) ? raw.map(d.text).map((v) => v.trim()).filter((v) => v !== '') : []) });

/** Values each once, in the order typed; `dropped` says whether a repeat was left out. */
export function uniqueValues(values: readonly string[]): { values: string[]; dropped: boolean } {
  const unique = [...new Set(values)];
  return { values: unique, dropped: unique.length < values.length };
}

/** One rule from the server; null without an attribute or values. */
function ruleOf(raw: unknown): RestrictionRule | null {
  const rule = ruleShape(raw);
  if (rule.attribute.trim() === '' || rule.values.length === 0) return null;
  return { attribute: rule.attribute.trim(), allow: rule.allow !== false, values: uniqueValues(rule.values).values };
}

/** params.value → the lists and the rules; anything malformed is empty. */
export function decodeAllowDenyOption(raw: unknown): AllowDenyOptionValue {
  const rules = d.field(raw, 'rules');
  return { ...decodeAllowDeny(raw), rules: Array.isArray(rules) ? rules.map(ruleOf).filter((r): r is RestrictionRule => r !== null) : [] };
}

/** What is sent: ids as numbers where they are whole numbers, the rules as edited. */
export function encodeAllowDenyOption(value: AllowDenyOptionValue) {
  return { ...encodeAllowDeny(value), rules: value.rules.map(({ attribute, allow, values }) => ({ attribute, allow, values: [...values] })) };
}

const sameRule = (a: RestrictionRule, b: RestrictionRule) => a.attribute === b.attribute && a.allow === b.allow && a.values.length === b.values.length && a.values.every((v) => b.values.includes(v));

/**
 * The rules with `rule` put in (A 4: the modal updates the edited rule or appends a new one); a rule equal
 * to another one already there is left out (`dropped`: 'Дубликат автоматически удален').
 */
export function withRule(rules: readonly RestrictionRule[], rule: RestrictionRule, at: number | null): { rules: RestrictionRule[]; dropped: boolean } {
  const others = rules.filter((_, i) => i !== at);
  if (others.some((r) => sameRule(r, rule))) return { rules: at === null ? [...rules] : others, dropped: true };
  if (at === null) return { rules: [...rules, rule], dropped: false };
  return { rules: rules.map((r, i) => (i === at ? rule : r)), dropped: false };
}
