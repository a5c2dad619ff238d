import type { OptionErrors } from '@core/option';
import { PERCENT_ERROR, percentOf } from '@adconfig/shared/ctr/percents';
import { TEXT } from './texts';
import type { CtrValue } from './value';

/** A 5, A 9: each percent 0..100 by 0.01; the minimum not above the maximum. */
export function checkCtr(value: CtrValue): OptionErrors {
  const errors: OptionErrors = {};
  for (const key of ['min', 'max', 'skip_prob'] as const) if (percentOf(value[key]) === undefined) errors[key] = PERCENT_ERROR;
  const [min, max] = [percentOf(value.min), percentOf(value.max)];
  if (!errors.min && !errors.max && min != null && max != null && min > max) errors.max = TEXT.maxBelowMin;
  return errors;
}
