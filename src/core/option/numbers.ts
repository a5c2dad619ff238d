import { d } from '../decode';
import { parseNumber } from '../format';

/** A number from the server as the text an input shows ('' when absent or not a number). */
export function textOfNumber(raw: unknown): string {
  const n = d.number(raw);
  return n === null ? '' : String(n);
}

/**
 * Typed text as a number for the server: commas become dots, spaces are thousands (what NumberInput shows once
 * left, '1 500,5', edited again); empty or not a number → null (A 5).
 */
export function numberOrNull(text: string): number | null {
  const n = parseNumber(text);
  return n !== null && Number.isFinite(n) ? n : null;
}

/** At most this many decimals for a number typed with a step of 0.01 (A 9: CTR, VTR, viewed percent). */
const decimalsOf = (step: number) => (String(step).split('.')[1] ?? '').length;

/**
 * Typed text as a number within [min, max] on a step's decimals (A 9: percents 0..100 by 0.01): the
 * number, null when empty, undefined when it is no such number (the field's error).
 */
export function boundedNumber(text: string, min: number, max: number, step?: number): number | null | undefined {
  if (text.trim() === '') return null;
  const n = numberOrNull(text);
  if (n === null || n < min || n > max) return undefined;
  if (step !== undefined && (text.replace(/\s/g, '').replace(',', '.').split('.')[1] ?? '').length > decimalsOf(step)) return undefined;
  return n;
}

/** The typed number moved by `delta` (arrow keys on a stepped field), kept within [min, max], written on the step's decimals. */
export function steppedText(text: string, delta: number, step: number, min = -Infinity, max = Infinity): string {
  const n = numberOrNull(text) ?? 0;
  const next = Math.min(max, Math.max(min, n + delta));
  return String(Number(next.toFixed(decimalsOf(step))));
}
