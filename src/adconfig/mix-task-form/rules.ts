import { range, required, rule, type PathRules } from '@core/record';
import { ruleTypeOf, type RuleType } from './ruleTypes';
import { LABEL, TEXT } from './texts';
import type { MixTaskValues } from './values';

/** A 5: name and to_mix required, to_mix_daily optional; each rule's args by its type. */
export function mixTaskRules(values: MixTaskValues, types: readonly RuleType[]): PathRules {
  const rules: PathRules = {
    name: [required(TEXT.required(LABEL.name))],
    to_mix: [required(TEXT.required(LABEL.toMix)), rule('numeric'), range({ min: 0 }, TEXT.notNumber(LABEL.toMix))],
    to_mix_daily: [rule('numeric'), range({ min: 0 }, TEXT.notNumber(LABEL.toMixDaily))],
  };
  values.task.forEach((r, i) => {
    for (const arg of ruleTypeOf(types, r.type)?.args ?? []) rules[`task.${i}.args.${arg.key}`] = arg.rules;
  });
  return rules;
}
