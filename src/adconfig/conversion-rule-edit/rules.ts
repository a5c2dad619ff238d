import { numeric, range, required, rule, type PathRules } from '@core/record';
import type { TemplateParam } from './api';
import { TEXT } from './texts';
import { NUMBER_KEYS, PERCENT_KEYS } from './values';

/** A 5: numbers where numbers go, percents 0 to 100, the banner's ints and urls; the name is required. */
export function ruleRules(templateParams: TemplateParam[]): PathRules {
  const rules: PathRules = { name: [required(TEXT.nameRequired)], sort: [numeric(TEXT.number)] };
  for (const key of NUMBER_KEYS) rules[`params.general.${key}`] = [numeric(TEXT.number), range({ min: 0 }, TEXT.notNegative)];
  for (const key of PERCENT_KEYS) rules[`params.general.limitsPercents.${key}`] = [rule({ rule: 'percent', message: TEXT.percent })];
  for (const param of templateParams) {
    if (param.type === 'int') rules[`params.banner.${param.key}`] = [numeric(TEXT.number)];
    if (param.type === 'url') rules[`params.banner.${param.key}`] = [rule({ rule: 'url', message: TEXT.url })];
  }
  return rules;
}
