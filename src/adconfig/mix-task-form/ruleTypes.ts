import { d } from '@core/decode';
import { notAbove, numberOf, range, required, type RuleFn } from '@core/record';
import { LABEL, TEXT } from './texts';

/** An argument of a rule, edited as text (numbers and id lists become what the API wants on save). */
export interface RuleArg {
  key: string;
  label: string;
  help?: string;
  rules: RuleFn[];
  /** The text the form edits, from the saved value. */
  text(raw: unknown): string;
  /** The value sent, from the text typed. */
  value(text: string): unknown;
}

/** A type of mixing rule: its id (task[].type), its title and its args (task[].args); only the page or the answer describes them. */
export interface RuleType {
  id: string;
  title: string;
  args: RuleArg[];
}

const IDS = /^\s*\d{1,15}\s*(,\s*\d{1,15}\s*)*,?\s*$/;
const idsText = (raw: unknown): string => (Array.isArray(raw) ? raw.map(d.id).filter((id) => id !== null).join(', ') : d.text(raw));
const idsValue = (text: string): number[] =>
  text
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((n) => Number.isSafeInteger(n) && n > 0);
const numberText = (raw: unknown): string => {
  const n = d.number(raw);
  return n === null ? '' : String(n);
};

/** The type a rule names, among those the page or the answer registered (none are built in: A 8 'Правила не зарегистрированы.'). */
export function ruleTypeOf(types: readonly RuleType[], id: string): RuleType | undefined {
  return types.find((t) => t.id === id);
}

/** How an arg of a described rule type is edited and sent: ids (a comma list → number[]), a number, a whole number, text. */
export const ARG_KINDS = ['ids', 'number', 'int', 'text'] as const;
type ArgKind = (typeof ARG_KINDS)[number];

const describedArg = d.record({
  key: d.text,
  label: d.text,
  title: d.text,
  type: d.oneOf<ArgKind>(ARG_KINDS, 'text'),
  required: d.bool,
  min: d.number,
  max: d.number,
  help: d.text,
  not_above: d.text,
});
const describedType = d.record({ id: d.text, type: d.text, title: d.text, name: d.text, args: d.list(describedArg) });
const KEY = /^[A-Za-z0-9_.-]{1,64}$/;

function argOf(raw: ReturnType<typeof describedArg>): RuleArg | null {
  if (!KEY.test(raw.key)) return null;
  const label = raw.label || raw.title || raw.key;
  const rules: RuleFn[] = raw.required === false ? [] : [required(TEXT.required(label))];
  const bounds = { ...(raw.min !== null ? { min: raw.min } : {}), ...(raw.max !== null ? { max: raw.max } : {}) };
  const boundsText = TEXT.outOfRange(raw.min, raw.max);
  if (raw.type === 'ids') rules.push((v) => (typeof v === 'string' && v.trim() !== '' && !IDS.test(v) ? TEXT.badIds : null));
  if (raw.type === 'number' || raw.type === 'int') rules.push(range(bounds, boundsText));
  if (raw.type === 'int') rules.push((v) => (Number.isInteger(numberOf(v) ?? 0) ? null : TEXT.notInteger));
  if (raw.not_above && KEY.test(raw.not_above)) rules.push(notAbove(raw.not_above, TEXT.hoursOrder));
  const text = raw.type === 'ids' ? idsText : raw.type === 'text' ? d.text : numberText;
  const value = raw.type === 'ids' ? idsValue : raw.type === 'text' ? (t: string) => t : numberOf;
  return { key: raw.key, label, ...(raw.help ? { help: raw.help } : {}), rules, text, value };
}

/**
 * Rule types as the answer (`rule_types`) or the props (`ruleTypes`) describe them: `[{id, title, args: [{key,
 * label, type: ids|number|int|text, required?, min?, max?, help?, not_above?}]}]`. A type without an id or a
 * usable arg key is left out; the same id twice: the first.
 */
export function ruleTypesOf(raw: unknown): RuleType[] {
  const out: RuleType[] = [];
  for (const t of d.list(describedType)(raw)) {
    const id = (t.id || t.type).trim();
    if (id === '' || id.length > 64 || out.some((o) => o.id === id)) continue;
    const args = t.args.map(argOf).filter((a): a is RuleArg => a !== null);
    out.push({ id, title: t.title || t.name || id, args: args.filter((a, i) => args.findIndex((b) => b.key === a.key) === i) });
  }
  return out;
}

/** The rules list's own name, for messages about the whole list. */
export const RULES_LABEL = LABEL.rules;
