import { parseNumber, parseRuDate } from './format';

/** The generic rule set (spec A 5). */
export const RULE_NAMES = [
  'required', 'numeric', 'percent', 'url', 'email', 'phone',
  'date', 'future', 'past_or_current', 'string', 'array', 'bool', 'required_if',
] as const;
export type RuleName = (typeof RULE_NAMES)[number];

export interface RuleSpec {
  rule: RuleName;
  message?: string;
  /** required_if: the other field and the value that makes this one required. */
  field?: string;
  equals?: unknown;
}
export type Rule = RuleName | RuleSpec;
export type Rules<T> = { [K in keyof T]?: Rule[] };
export type FieldErrors<T> = { [K in keyof T]?: string };

export const DEFAULT_MESSAGES: Record<RuleName, string> = {
  required: 'Обязательное поле',
  required_if: 'Обязательное поле',
  numeric: 'Поле должно содержать число!',
  percent: '% число от 0 до 100!',
  url: 'Поле некорректно заполнено',
  email: 'Некорректный адрес электронной почты',
  phone: 'Некорректный номер телефона',
  date: 'Некорректная дата (ожидается ДД.ММ.ГГГГ)',
  future: 'Дата должна быть в будущем',
  past_or_current: 'Дата не может быть в будущем',
  string: 'Поле должно быть строкой',
  array: 'Поле должно быть списком',
  bool: 'Поле должно быть да или нет',
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[\d\s()-]{7,20}$/;

export function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
}

export function isUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** A number from 0 to 100 as operators type it: a comma or a dot, spaces ('12,5', '99,5 '). */
function isPercent(value: unknown): boolean {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? parseNumber(value) : null;
  return n !== null && Number.isFinite(n) && n >= 0 && n <= 100;
}

export function isNumeric(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  // As operators type numbers: a comma or a dot, spaces between the thousands (parseNumber).
  const n = typeof value === 'string' ? parseNumber(value) : null;
  return n !== null && Number.isFinite(n);
}

function startOfToday(now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

function asDate(value: unknown): Date | null {
  if (value instanceof Date) return value;
  return typeof value === 'string' ? parseRuDate(value) : null;
}

/** Whether one value passes one rule; empty values pass every rule but required / required_if. */
function passes(spec: RuleSpec, value: unknown, values: Record<string, unknown>, now: Date): boolean {
  switch (spec.rule) {
    case 'required':
      return !isEmpty(value);
    case 'required_if':
      return !isEmpty(value) || values[spec.field ?? ''] !== spec.equals;
    default:
      if (isEmpty(value)) return true;
  }
  switch (spec.rule) {
    case 'numeric':
      return isNumeric(value);
    case 'percent':
      return isPercent(value);
    case 'url':
      return typeof value === 'string' && isUrl(value);
    case 'email':
      return typeof value === 'string' && EMAIL.test(value.trim());
    case 'phone':
      return typeof value === 'string' && PHONE.test(value.trim()) && value.replace(/\D/g, '').length >= 7;
    case 'date':
      return asDate(value) !== null;
    case 'future': {
      const d = asDate(value);
      return d !== null && d > startOfToday(now);
    }
    case 'past_or_current': {
      const d = asDate(value);
      return d !== null && d <= startOfToday(now);
    }
    case 'string':
      return typeof value === 'string';
    case 'array':
      return Array.isArray(value);
    case 'bool':
      return typeof value === 'boolean' || value === 0 || value === 1 || value === '0' || value === '1';
  }
}

function toSpec(rule: Rule): RuleSpec {
  const spec = typeof rule === 'string' ? { rule } : rule;
  if (!(RULE_NAMES as readonly string[]).includes(spec.rule)) {
    // A rule name from a typo or the server is a programming error, not a user's mistake.
    throw new Error(`validate: unknown rule "${String(spec.rule)}"`);
  }
  return spec;
}

/** The first failing rule's message per field; an empty object means valid. */
export function validate<T extends object>(values: T, rules: Rules<T>, now: Date = new Date()): FieldErrors<T> {
  const errors: FieldErrors<T> = {};
  const record = values as Record<string, unknown>;
  for (const [field, list] of Object.entries(rules) as [keyof T & string, Rule[] | undefined][]) {
    for (const rule of list ?? []) {
      const spec = toSpec(rule);
      if (!passes(spec, record[field], record, now)) {
        errors[field] = spec.message ?? DEFAULT_MESSAGES[spec.rule];
        break;
      }
    }
  }
  return errors;
}

export function hasErrors(errors: object): boolean {
  return Object.values(errors).some(Boolean);
}
