import { d } from '../decode';

/** A number from the server as the text an input shows ('' when absent or not a number). */
export function textOfNumber(raw: unknown): string {
  const n = d.number(raw);
  return n === null ? '' : String(n);
}

/** Typed text as a number for the server: commas become dots; empty or not a number → null (A 5). */
export function numberOrNull(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : null;
}
