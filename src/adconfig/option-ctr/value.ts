import { d } from '@core/decode';
import { textOfNumber } from '@core/option';
import { percentOf, rateTypeOf, type RateType } from '@adconfig/shared/ctr/percents';

/** How the check is skipped (chosen codes): at random with skip_prob, or only while the object has no statistics yet. */
export const SKIP_MODES = [
  { id: 'random', name: 'Случайно, с указанной вероятностью' },
  { id: 'no_stats', name: 'Пока нет статистики' },
] as const;
export type SkipMode = (typeof SKIP_MODES)[number]['id'];

/** A 3 CTR option as edited: bounds and skip probability as typed (percents), the rate type, the skip mode. */
export interface CtrValue {
  min: string;
  max: string;
  ptype: RateType;
  skip_prob: string;
  skip_mode: SkipMode;
}

const shape = d.record({ min: textOfNumber, max: textOfNumber, ptype: (raw: unknown) => raw, skip_prob: textOfNumber, skip_mode: (raw: unknown) => raw });

/** params.value → the editor's value; anything malformed shows empty, an unknown type or mode as the first. */
export function decodeCtr(raw: unknown): CtrValue {
  const v = shape(raw);
  return { min: v.min, max: v.max, ptype: rateTypeOf(v.ptype), skip_prob: v.skip_prob, skip_mode: SKIP_MODES.find((m) => m.id === v.skip_mode)?.id ?? 'random' };
}

/** What is sent: percents as numbers (empty as null). */
export function encodeCtr(value: CtrValue) {
  const percent = (text: string) => percentOf(text) ?? null;
  return { min: percent(value.min), max: percent(value.max), ptype: value.ptype, skip_prob: percent(value.skip_prob), skip_mode: value.skip_mode };
}
