import type { OptionErrors } from '@core/option';
import { PERCENT_ERROR, percentOf } from '@adconfig/shared/ctr/percents';
import { TEXT } from './texts';
import type { MinCtrValue } from './value';

/** A 5, A 9: the minimum is required, both percents 0..100 by 0.01. */
export function checkMinCtr(value: MinCtrValue): OptionErrors {
  const errors: OptionErrors = {};
  if (value.min_ctr.trim() === '') errors.min_ctr = TEXT.required;
  else if (percentOf(value.min_ctr) === undefined) errors.min_ctr = PERCENT_ERROR;
  if (percentOf(value.target_etr) === undefined) errors.target_etr = PERCENT_ERROR;
  return errors;
}
