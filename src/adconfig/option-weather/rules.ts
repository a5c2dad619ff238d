import type { OptionErrors } from '@core/option';
import { numberOrNull } from '@core/option';
import { TEXT } from './texts';
import { RANGE_KEYS, type RangeKey, type WeatherValue } from './value';

/** A 5: temperature -100 to 100, humidity 0 to 100, pressure any number. */
export const RANGE_LIMITS: Record<RangeKey, { min: number; max: number } | null> = {
  temp: { min: -100, max: 100 },
  humidity: { min: 0, max: 100 },
  pressure: null,
};

/**
 * A 5: each bound a number within its range, min not above max; the message 'Поле некорректно заполнено'.
 * Text that is no number is flagged too (the spec sends it as null): a typo must not clear a bound silently.
 */
export function checkWeather(value: WeatherValue): OptionErrors {
  const errors: OptionErrors = {};
  for (const range of RANGE_KEYS) {
    const limits = RANGE_LIMITS[range];
    const bounds = { min: numberOrNull(value[`${range}_min`]), max: numberOrNull(value[`${range}_max`]) };
    for (const side of ['min', 'max'] as const) {
      const key = `${range}_${side}` as const;
      const n = bounds[side];
      const typed = value[key].trim() !== '';
      if ((typed && n === null) || (n !== null && limits && (n < limits.min || n > limits.max))) errors[key] = TEXT.invalid;
    }
    if (bounds.min !== null && bounds.max !== null && bounds.min > bounds.max) {
      errors[`${range}_min`] ??= TEXT.invalid;
      errors[`${range}_max`] ??= TEXT.invalid;
    }
  }
  return errors;
}
