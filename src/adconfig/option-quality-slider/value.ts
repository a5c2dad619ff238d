import { d } from '@core/decode';

/** A 9 quality slider: 0..100, two handles that never cross. */
export const QUALITY = { min: 0, max: 100, step: 1 } as const;

/** The value (chosen): the quality range, `{min, max}`, whole numbers 0..100 with min ≤ max. */
export interface QualityValue {
  min: number;
  max: number;
}

const clamp = (n: number | null, fallback: number) => (n === null ? fallback : Math.min(QUALITY.max, Math.max(QUALITY.min, Math.round(n))));
const shape = d.record({ min: d.number, max: d.number });

/** params.value → the range; a missing bound is the scale's end, an absurd one is clamped, crossed bounds are swapped. */
export function decodeQuality(raw: unknown): QualityValue {
  const v = shape(raw);
  const [a, b] = [clamp(v.min, QUALITY.min), clamp(v.max, QUALITY.max)];
  return { min: Math.min(a, b), max: Math.max(a, b) };
}
