import { d } from '@core/decode';
import { textOfNumber } from '@core/option';
import { percentOf, rateTypeOf, type RateType } from '@adconfig/shared/ctr/percents';

/** A 3 minimum CTR option as edited: the minimum and the target as typed (percents), the rate type. */
export interface MinCtrValue {
  min_ctr: string;
  type: RateType;
  target_etr: string;
}

const shape = d.record({ min_ctr: textOfNumber, type: (raw: unknown) => raw, target_etr: textOfNumber });

/** params.value → the editor's value; anything malformed shows empty, an unknown type as CTR. */
export function decodeMinCtr(raw: unknown): MinCtrValue {
  const v = shape(raw);
  return { min_ctr: v.min_ctr, type: rateTypeOf(v.type), target_etr: v.target_etr };
}

/** What is sent: percents as numbers (empty as null). */
export function encodeMinCtr(value: MinCtrValue) {
  return { min_ctr: percentOf(value.min_ctr) ?? null, type: value.type, target_etr: percentOf(value.target_etr) ?? null };
}
