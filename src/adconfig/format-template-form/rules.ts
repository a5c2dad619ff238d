import { pattern, required, requiredIf, rule, type PathRules, type RuleFn } from '@core/record';
import { isEmpty } from '@core/validate';
import { LABEL, TEXT } from './texts';
import type { TemplateValues } from './values';

const KEY = /^[a-zA-Z0-9_]+$/;
const INTEGER = /^\s*-?\d+\s*$/;

/** A key used by an earlier row. */
const uniqueKey: RuleFn = (value, ctx) => {
  const key = String(value ?? '').trim();
  if (key === '') return null;
  const index = Number(ctx.path.split('.')[1]);
  const rows = ctx.get('params');
  const earlier = (Array.isArray(rows) ? rows : []).slice(0, index).map((row: { key?: unknown }) => String(row?.key ?? '').trim());
  return earlier.includes(key) ? TEXT.keyRepeated : null;
};

/** A row that says anything needs its key. */
const rowHasContent = (ctx: { sibling(name: string): unknown }) => ['title', 'default'].some((name) => !isEmpty(ctx.sibling(name)));

/** A 5 Format template: format, template, payout scheme required; the params' keys and defaults checked by type. */
export function templateRules(values: TemplateValues): PathRules {
  const rules: PathRules = {
    format_id: [required(TEXT.required(LABEL.format))],
    name: [required(TEXT.required(LABEL.name))],
    template: [required(TEXT.required(LABEL.template))],
    payout_type_id: [required(TEXT.required(LABEL.payout))],
    'params.*.key': [requiredIf(rowHasContent, TEXT.required(LABEL.key)), pattern(KEY, TEXT.keyChars), uniqueKey],
  };
  values.params.forEach((param, i) => {
    if (param.type === 'int') rules[`params.${i}.default`] = [pattern(INTEGER, TEXT.integer)];
    if (param.type === 'url') rules[`params.${i}.default`] = [rule('url')];
  });
  return rules;
}
