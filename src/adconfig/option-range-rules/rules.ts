import { numberOrNull, type OptionErrors } from '@core/option';
import { TEXT } from './texts';
import type { RangeRulesValue } from './value';

/** A 5: min and max required and numeric (commas read as dots), min not above max; an events rule names its event type. */
export function checkRangeRules(value: RangeRulesValue): OptionErrors {
  const errors: OptionErrors = {};
  value.forEach((rule, index) => {
    for (const key of ['min', 'max'] as const) {
      if (rule[key].trim() === '') errors[`${index}.${key}`] = TEXT.required;
      else if (numberOrNull(rule[key]) === null) errors[`${index}.${key}`] = TEXT.notNumber;
    }
    const [min, max] = [numberOrNull(rule.min), numberOrNull(rule.max)];
    if (min !== null && max !== null && min > max) errors[`${index}.max`] = TEXT.maxBelowMin;
    if (rule.type === 'event' && rule.event_type_id === null) errors[`${index}.event_type_id`] = TEXT.required;
  });
  return errors;
}
