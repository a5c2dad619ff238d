import { idOf, optionalIdValue } from '@core/option';

/** A 3 single select value (chosen): the one chosen id, as text while edited; '' is none. */
export type SingleSelectValue = string;

/** params.value → the id: a number or a text (`7`, `"7"`, also `[7]` as old saves keep it); anything else is none. */
export function decodeSingleSelect(raw: unknown): SingleSelectValue {
  return idOf(Array.isArray(raw) && raw.length === 1 ? raw[0] : raw);
}

/** The id sent: a whole number as a number, other text as it is, none as null. */
export const encodeSingleSelect = (value: SingleSelectValue): number | string | null => optionalIdValue(value);
