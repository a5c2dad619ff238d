import { idsOf, idValue } from '@core/option';

/** A 3 multi select value (chosen): the list of chosen ids (as text while edited, each once). */
export type MultiSelectValue = string[];

/** params.value → the chosen ids; anything but a list of ids is none chosen. */
export const decodeMultiSelect = (raw: unknown): MultiSelectValue => idsOf(raw);

/** The ids sent: whole numbers as numbers, others as text. */
export const encodeMultiSelect = (value: MultiSelectValue): Array<number | string> => value.map(idValue);
