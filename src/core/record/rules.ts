import { DEFAULT_MESSAGES, isEmpty, isNumeric, validate, type Rule, type Rules } from '../validate';
import { parseNumber } from '../format';
import { getAt, type Path } from './path';

/** What a rule sees besides its own value: the whole record, and the concrete path it checks. */
export interface RuleContext {
  values: object;
  path: Path;
  /** A value by absolute path ('settings.ord.text'). */
  get(path: Path): unknown;
  /** A value next to this one ('max' beside 'rows.3.min' → 'rows.3.max'). */
  sibling(name: string): unknown;
}

/** A rule: null when the value passes, else the message shown under the field. */
export type RuleFn = (value: unknown, ctx: RuleContext) => string | null;

/** Rules by path pattern: 'name', 'settings.ord.size', 'rows.*.val' (every row). */
export type PathRules = Record<Path, RuleFn[]>;

export function ruleContext(values: object, path: Path): RuleContext {
  const parent = path.split('.').slice(0, -1).join('.');
  return {
    values,
    path,
    get: (p) => getAt(values, p),
    sibling: (name) => getAt(values, parent ? `${parent}.${name}` : name),
  };
}

/** A number as the operator typed it ('1,5' → 1.5); null when empty or not a number. */
export function numberOf(value: unknown): number | null {
  if (isEmpty(value) || !isNumeric(value)) return null;
  return typeof value === 'number' ? value : parseNumber(String(value));
}

/**
 * A flat form's rules in the generic set (`{ name: [{ rule: 'required', message }], url: ['url'] }`) as
 * path rules: a flat form is a record whose paths are its fields. required_if sees the whole record.
 */
export function fieldRules<T extends object>(rules: Rules<T>): PathRules {
  const out: PathRules = {};
  for (const [field, list] of Object.entries(rules) as Array<[string, Rule[] | undefined]>) {
    out[field] = (list ?? []).map((spec): RuleFn => (_value, ctx) => validate(ctx.values as Record<string, unknown>, { [field]: [spec] })[field] ?? null);
  }
  return out;
}

/** Any rule of the generic set (src/core/validate: 'numeric', 'url', 'percent', {rule, message}…). */
export function rule(spec: Rule): RuleFn {
  return (value) => validate({ value }, { value: [spec] }).value ?? null;
}

export const required = (message: string = DEFAULT_MESSAGES.required): RuleFn => (value) => (isEmpty(value) ? message : null);

export const numeric = (message: string = DEFAULT_MESSAGES.numeric): RuleFn => (value) =>
  isEmpty(value) || isNumeric(value) ? null : message;

/** A number within [min, max] (either bound optional); empty passes (add `required` for that). */
export const range =
  (bounds: { min?: number; max?: number }, message: string): RuleFn =>
  (value) => {
    if (isEmpty(value)) return null;
    const n = numberOf(value);
    if (n === null) return message;
    return (bounds.min !== undefined && n < bounds.min) || (bounds.max !== undefined && n > bounds.max) ? message : null;
  };

/** This (the minimum) not above the sibling `maxName`; either empty passes. */
export const notAbove =
  (maxName: string, message: string): RuleFn =>
  (value, ctx) => {
    const min = numberOf(value);
    const max = numberOf(ctx.sibling(maxName));
    return min !== null && max !== null && min > max ? message : null;
  };

/** Required while `when(record)` holds (a field depending on another: required_if of A 5). */
export const requiredIf =
  (when: (ctx: RuleContext) => boolean, message: string = DEFAULT_MESSAGES.required_if): RuleFn =>
  (value, ctx) =>
    !isEmpty(value) || !when(ctx) ? null : message;

/** A text matching `pattern` (empty passes). */
export const pattern =
  (re: RegExp, message: string): RuleFn =>
  (value) =>
    isEmpty(value) || re.test(String(value)) ? null : message;
