import { parseNumber } from '../format';
import type { ChangeSetOptions } from './ChangeSet';

/** What a numeric cell says when its text is not a number. */
export const NOT_A_NUMBER = 'Введите число';

/** A stored number as the cell shows and edits it: 1234,5 (a comma, as operators type it); null → ''. */
export function numberText(value: number | null): string {
  return value === null ? '' : String(value).replace('.', ',');
}

/** The cell's text as the API takes it: '' → null; '12,5' / '12.5' / '1 200' → a number; not a number → NaN. */
export function textNumber(text: string): number | null {
  return parseNumber(text);
}

/** '1,0' and '1' are the same number, '' and '  ' the same nothing: retyping a value is no change. */
export function sameNumberText(a: string, b: string): boolean {
  const x = parseNumber(a);
  const y = parseNumber(b);
  if (x === null || y === null) return x === y;
  return Number.isNaN(x) || Number.isNaN(y) ? a.trim() === b.trim() : x === y;
}

/** The options of a grid of numeric text cells (S 2 external KPI: "cells are numeric"). */
export function numericCells<Key>(message = NOT_A_NUMBER): ChangeSetOptions<Key, string> {
  return {
    empty: '',
    equals: sameNumberText,
    validate: (text) => {
      const n = parseNumber(text);
      return n === null || Number.isFinite(n) ? null : message;
    },
  };
}
