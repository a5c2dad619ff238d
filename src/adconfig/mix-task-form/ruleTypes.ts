import { d } from '../../core/decode';
import { notAbove, numberOf, range, required, type RuleFn } from '../../core/record';
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

/** A type of mixing rule: its id (task[].type), its title and its args (task[].args). */
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
const hourRules = (name: string): RuleFn[] => [required(TEXT.required(name)), range({ min: 0, max: 23 }, TEXT.hours), (v) => (Number.isInteger(numberOf(v) ?? 0) ? null : TEXT.hours)];

/** The rule types this page edits (A 3: task[{type, args, id}]); any other type is 'Type {id} not found!'. */
export const RULE_TYPES: RuleType[] = [
  {
    id: 'channels',
    title: 'Каналы',
    args: [
      {
        key: 'ids',
        label: 'ID каналов',
        help: 'Через запятую',
        rules: [required(TEXT.required('ID каналов')), (v) => (typeof v === 'string' && v.trim() !== '' && !IDS.test(v) ? TEXT.badIds : null)],
        text: idsText,
        value: idsValue,
      },
    ],
  },
  {
    id: 'share',
    title: 'Доля трафика',
    args: [{ key: 'percent', label: 'Доля, %', rules: [required(TEXT.required('Доля, %')), range({ min: 0, max: 100 }, '% число от 0 до 100!')], text: numberText, value: numberOf }],
  },
  {
    id: 'hours',
    title: 'Часы показа',
    args: [
      { key: 'from', label: 'С часа', rules: [...hourRules('С часа'), notAbove('to', TEXT.hoursOrder)], text: numberText, value: numberOf },
      { key: 'to', label: 'До часа (включительно)', rules: hourRules('До часа (включительно)'), text: numberText, value: numberOf },
    ],
  },
];

export function ruleTypeOf(id: string): RuleType | undefined {
  return RULE_TYPES.find((t) => t.id === id);
}

/** The rules list's own name, for messages about the whole list. */
export const RULES_LABEL = LABEL.rules;
