// Round trip (issue 41, rule 4): what an option's value, or one rule of it, carried that the editor does
// not read goes back exactly as it came. Decode takes the rest aside (`keptOf`), encode puts it back
// under what the editor sends (`withKept`): the editor's own fields win, the others are never dropped.
import { isObject } from '../decode';

/** The fields of a value or a rule that the editor does not read. */
export type Kept = Readonly<Record<string, unknown>>;

/** `raw`'s fields other than `known` ({} when raw is no object). */
export function keptOf(raw: unknown, known: readonly string[]): Kept {
  if (!isObject(raw)) return {};
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) if (!known.includes(key)) out[key] = value;
  return out;
}

/** What the editor sends, with the kept fields under it (its own fields win). */
export function withKept<T extends object>(kept: Kept | undefined, encoded: T): T {
  return kept ? { ...kept, ...encoded } : encoded;
}

/** A value of an object editor sent back: the raw value's fields the editor does not own, then what it encoded. */
export function keptAround(raw: unknown, ownKeys: readonly string[], encoded: unknown): unknown {
  return isObject(encoded) && isObject(raw) ? withKept(keptOf(raw, ownKeys), encoded) : encoded;
}

/** A row of a list value as edited (a phrase, a rule, a correction), with the fields it came with that the editor does not read. */
export type KeepingRow<T> = T & { kept?: Kept };

/** `decoded` with `raw`'s fields other than `known` beside it as `kept` (left out when there are none: a plain row stays plain). */
export function keptRow<T extends object>(raw: unknown, known: readonly string[], decoded: T): KeepingRow<T> {
  const kept = keptOf(raw, known);
  return Object.keys(kept).length > 0 ? { ...decoded, kept } : decoded;
}

/**
 * A list value's rows, each read by `row` (null: the entry is left out) and keeping what it carried beside
 * `known` (the row's fields the editor reads): encode puts it back with `withKept(row.kept, …)`. Anything
 * but a list is no rows.
 */
export function rowsKeeping<T extends object>(raw: unknown, known: readonly string[], row: (raw: unknown) => T | null): Array<KeepingRow<T>> {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item: unknown) => {
    const decoded = row(item);
    return decoded === null ? [] : [keptRow(item, known, decoded)];
  });
}
