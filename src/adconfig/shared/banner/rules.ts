import { numeric, pattern, range, required, requiredIf, rule, type PathRules, type RuleFn } from '@core/record';
import { isEmpty } from '@core/validate';
import type { BannerType } from './api';
import { LABEL, ORD_SIZE, TEXT } from './texts';
import { leaves, placeFields } from './typeFields';
import type { BannerValues } from './values';

const MACRO_KEY = /^[a-zA-Z0-9_]+$/;

/** A 5: the macro keys that are not letters, digits and '_' are named in one message under the list. */
const macroKeys: RuleFn = (rows) => {
  const bad = (Array.isArray(rows) ? rows : [])
    .map((row: { key?: unknown }) => String(row?.key ?? '').trim())
    .filter((key) => key !== '' && !MACRO_KEY.test(key));
  return bad.length ? TEXT.badKeys(bad) : null;
};

/** The rules of the chosen type's fields: required ('Поле {name} обязательно для заполнения!'), numbers, links. */
function typeRules(type: BannerType | undefined, engineId: number | null): PathRules {
  const rules: PathRules = {};
  for (const { path, field } of leaves(placeFields(type?.fields ?? [], engineId))) {
    const list: RuleFn[] = [];
    if (field.required && field.type !== 'bool') list.push(required(TEXT.required(field.name)));
    if (field.type === 'int') {
      list.push(numeric());
      if (field.min !== null || field.max !== null) list.push(range({ min: field.min ?? undefined, max: field.max ?? undefined }, TEXT.numberRange(field.name, field.min, field.max)));
    }
    if (field.type === 'url') list.push(rule('url'));
    if (list.length) rules[path] = list;
  }
  return rules;
}

/** The ORD marking's rules: checked only while the marking is on. */
const ordRules: PathRules = {
  'settings.ord.size': [
    requiredIf((ctx) => !isEmpty(ctx.get('settings.ord.text')), TEXT.required(LABEL.ordSize)),
    range(ORD_SIZE, TEXT.numberRange(LABEL.ordSize, ORD_SIZE.min, ORD_SIZE.max)),
  ],
  'settings.ord.xoffset': [numeric()],
  'settings.ord.yoffset': [numeric()],
};

/** Every rule of the banner form, by path; the type's fields follow the chosen type. */
export function bannerRules(typeOf: (id: number | null) => BannerType | undefined) {
  return (values: BannerValues): PathRules => ({
    name: [required(TEXT.required(LABEL.name))],
    type_id: [required(TEXT.required(LABEL.type))],
    adv_engine_id: [required(TEXT.required(LABEL.engine))],
    ...typeRules(typeOf(values.type_id), values.adv_engine_id),
    'settings.srcScopes': [macroKeys],
    'settings.srcScopes.*.key': [requiredIf((ctx) => !isEmpty(ctx.sibling('val')), TEXT.required(LABEL.macroKey)), pattern(MACRO_KEY, TEXT.keyChars)],
    ...(values.ordOn ? ordRules : {}),
  });
}
