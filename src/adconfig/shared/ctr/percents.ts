// What the CTR option and the minimum CTR option share (A 3, A 9): the rate a bound is of, and percents
// typed 0..100 by 0.01.
import { boundedNumber } from '@core/option';

/** The rates A 9 steps by 0.01 (chosen codes: the value's `ptype` / `type`). */
export const RATE_TYPES = [
  { id: 'ctr', name: 'CTR' },
  { id: 'vtr', name: 'VTR' },
  { id: 'viewed', name: 'Процент досмотров' },
] as const;
export type RateType = (typeof RATE_TYPES)[number]['id'];
export const DEFAULT_RATE: RateType = 'ctr';

/** A saved rate type; an unknown one reads as CTR. */
export const rateTypeOf = (raw: unknown): RateType => RATE_TYPES.find((t) => t.id === raw)?.id ?? DEFAULT_RATE;

/** A 9: percents 0..100, step 0.01. */
export const PERCENT = { min: 0, max: 100, step: 0.01 } as const;

/** A 5: a percent out of 0..100 or with more than two decimals. */
export const PERCENT_ERROR = '% число от 0 до 100!';

/** Typed text as a percent: the number, null when empty, undefined when wrong. */
export const percentOf = (text: string) => boundedNumber(text, PERCENT.min, PERCENT.max, PERCENT.step);
