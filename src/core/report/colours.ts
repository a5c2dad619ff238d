/** The report's colour rules (S 9), as Bootstrap contextual names a cell turns into text-/bg- classes. */
export type Tone = 'success' | 'info' | 'warning' | 'danger' | 'secondary';

/** Time progress (per cent of the period elapsed): ≤ 20 success, ≤ 55 info, ≤ 80 warning, exactly 100 secondary, else danger. */
export function progressTone(percent: number | null): Tone | null {
  if (percent === null) return null;
  if (percent <= 20) return 'success';
  if (percent <= 55) return 'info';
  if (percent <= 80) return 'warning';
  if (percent === 100) return 'secondary';
  return 'danger';
}

/** The gap between the time elapsed and the result (percentage points): ≥ 20 danger, ≥ 5 warning, else success. */
export function gapTone(elapsed: number | null, result: number | null): Tone | null {
  if (elapsed === null || result === null) return null;
  const gap = elapsed - result;
  if (gap >= 20) return 'danger';
  if (gap >= 5) return 'warning';
  return 'success';
}

/** A rating 1 to 10: under 5 danger, under 8 warning, else success. */
export function ratingTone(rating: number | null): Tone | null {
  if (rating === null) return null;
  if (rating < 5) return 'danger';
  if (rating < 8) return 'warning';
  return 'success';
}

export const COMPARE_OPERATORS = ['>', '<', '=', '>=', '<='] as const;
export type CompareOperator = (typeof COMPARE_OPERATORS)[number];

/**
 * Whether a fact meets its plan: by the plan's operator when it has one, else by the indicator's worst
 * value (min: less is a failure, so the fact must reach the plan; max: more is a failure). null: unknown.
 */
export function planMet(fact: number | null, plan: number | null, compare: CompareOperator | null, worst: 'min' | 'max' | null): boolean | null {
  if (fact === null || plan === null) return null;
  switch (compare) {
    case '>':
      return fact > plan;
    case '>=':
      return fact >= plan;
    case '<':
      return fact < plan;
    case '<=':
      return fact <= plan;
    case '=':
      return fact === plan;
    default:
      if (worst === 'min') return fact >= plan;
      if (worst === 'max') return fact <= plan;
      return null;
  }
}
