/**
 * Server answers are untrusted in shape: each api.ts decodes what it receives into its declared type
 * with these readers, so a missing field, a wrong type or an absurd number becomes empty / null (shown
 * as empty or unknown) instead of reaching a view that would crash on it. A field the screen cannot do
 * without (the id of a record it just saved) is `required`: its absence is a failed call.
 */
import { ApiError, FALLBACK_ERROR } from './apiError';

export type Decoder<T> = (raw: unknown) => T;

/**
 * The rows of a list decoded one entry at a time (`each`; null: no row, left out): a list answer read as it
 * arrives is then decoded batch by batch (api.list), so no task decodes 100 000 rows at once. A decoder that
 * looks across rows (dropping repeats) is a plain Decoder<T[]> instead.
 */
export interface RowsDecoder<T> extends Decoder<T[]> {
  each: (raw: unknown) => T | null;
}
/** What a cell of a server-described column may hold. */
export type CellValue = string | number | boolean | null;
type Shape = Record<string, Decoder<unknown>>;
export type Decoded<S extends Shape> = { [K in keyof S]: ReturnType<S[K]> };

/** A plain object (not null, not a list): what an answer's record must be before its fields are read. */
export const isObject = (raw: unknown): raw is Record<string, unknown> => typeof raw === 'object' && raw !== null && !Array.isArray(raw);

/** One entry of a PHP dictionary, as text. */
export interface DictionaryEntry {
  key: string;
  value: string;
}

const firstText = (source: Record<string, unknown>, names: readonly string[]): string | null => {
  for (const name of names) {
    const text = d.optionalText(source[name]);
    if (text !== null) return text;
  }
  return null;
};

function toNumber(raw: unknown): number | null {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  return Number.isFinite(n) ? n : null;
}

/**
 * The most items a list answer is decoded into (issue 32): far above any list the spec shows in one
 * piece (the biggest, a sites list, is tens of thousands of sites), low enough that a broken or hostile
 * answer cannot freeze the tab. Beyond it the rest is dropped and the console says so, naming the count.
 */
export const LIST_CAP = 100_000;

/** The items of a list answer, at most LIST_CAP of them. */
function capped(raw: unknown[]): unknown[] {
  if (raw.length <= LIST_CAP) return raw;
  console.warn(`[api] a list of ${raw.length} items is cut to its first ${LIST_CAP}`);
  return raw.slice(0, LIST_CAP);
}

/** A record decoder with the shape's keys and field decoders read out once, then a plain indexed loop per row. */
function compileRecord<S extends Shape>(shape: S): Decoder<Decoded<S>> {
  const keys = Object.keys(shape);
  const fields = keys.map((key) => shape[key]);
  const count = keys.length;
  return (raw) => {
    const source: Record<string, unknown> = isObject(raw) ? raw : {};
    const out: Record<string, unknown> = {};
    for (let i = 0; i < count; i++) out[keys[i]] = fields[i](source[keys[i]]);
    return out as Decoded<S>;
  };
}

export const d = {
  /** A plain object (a shallow copy), or {} when the answer is not one: its fields are then read as absent. */
  object: (raw: unknown): Record<string, unknown> => (isObject(raw) ? { ...raw } : {}),
  /** One field of what should be an object; undefined when it is not one. */
  field: (raw: unknown, name: string): unknown => (isObject(raw) ? raw[name] : undefined),
  /**
   * A PHP dictionary, which arrives as a list of records (`[{value: 'a', title: 'A'}]`) or as an object
   * (`{a: 'A'}`) depending on its keys: entries `{key, value}` as text, in order. In the list form the key is
   * the first of `keyNames` present, the value the first of `valueNames` ('' when none); an entry without a
   * key is left out. Anything else is an empty dictionary.
   */
  dictionary:
    (keyNames: readonly string[], valueNames: readonly string[]): Decoder<DictionaryEntry[]> =>
    (raw) => {
      if (Array.isArray(raw)) {
        return raw.filter(isObject).flatMap((item) => {
          const key = firstText(item, keyNames);
          return key === null ? [] : [{ key, value: firstText(item, valueNames) ?? '' }];
        });
      }
      return isObject(raw) ? Object.entries(raw).map(([key, value]) => ({ key, value: d.text(value) })) : [];
    },
  /** A string; a number shows as its digits; anything else as ''. */
  text: (raw: unknown): string => (typeof raw === 'string' ? raw : typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : ''),
  /** A string, or null when absent or not text. */
  optionalText: (raw: unknown): string | null => (typeof raw === 'string' ? raw : typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : null),
  /** A finite number (numeric strings too), else null. */
  number: toNumber,
  /** A whole number within the safe range, else null. */
  int: (raw: unknown): number | null => {
    const n = toNumber(raw);
    return n !== null && Number.isSafeInteger(n) ? n : null;
  },
  /** A count: a whole number ≥ 0 within the safe range, else null (unknown). */
  count: (raw: unknown): number | null => {
    const n = toNumber(raw);
    return n !== null && Number.isSafeInteger(n) && n >= 0 ? n : null;
  },
  /** A positive id, else null. */
  id: (raw: unknown): number | null => {
    const n = toNumber(raw);
    return n !== null && Number.isSafeInteger(n) && n > 0 ? n : null;
  },
  /** true / false (1 / 0, "1" / "0" as PHP prints them), else null. */
  bool: (raw: unknown): boolean | null => (raw === true || raw === 1 || raw === '1' ? true : raw === false || raw === 0 || raw === '0' ? false : null),
  oneOf:
    <T extends string>(values: readonly T[], fallback: T): Decoder<T> =>
    (raw) =>
      values.find((v) => v === raw) ?? fallback,
  /** A list of items; not a list → []; items that are not objects where a record is expected are dropped by `records`. */
  list:
    <T>(item: Decoder<T>): Decoder<T[]> =>
    (raw) =>
      Array.isArray(raw) ? capped(raw).map(item) : [],
  /**
   * An object decoded field by field; not an object → every field decoded from undefined. The shape is
   * read once, when the decoder is made (issue 31): a list of 100 000 rows pays no per-row `Object.entries`.
   */
  record: <S extends Shape>(shape: S): Decoder<Decoded<S>> => compileRecord(shape),
  /**
   * A row of a table whose columns the server describes: the declared fields decoded, every other
   * field kept when it is a plain value (text, number, boolean), so the cells of unknown columns show.
   */
  row: <S extends Shape>(shape: S): Decoder<Decoded<S> & Record<string, CellValue>> => {
    const declared = compileRecord(shape);
    return (raw) => {
      const cells: Record<string, CellValue> = {};
      if (isObject(raw)) {
        for (const key in raw) {
          if (!Object.prototype.hasOwnProperty.call(raw, key)) continue;
          const value = raw[key];
          if (typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))) cells[key] = value;
        }
      }
      return Object.assign(cells, declared(raw));
    };
  },
  /** Rows of a list, each by `each` (null: left out); see RowsDecoder. */
  rows: <T>(each: (raw: unknown) => T | null): RowsDecoder<T> => {
    const all = (raw: unknown): T[] => {
      if (!Array.isArray(raw)) return [];
      const out: T[] = [];
      for (const item of capped(raw)) {
        const row = each(item);
        if (row !== null) out.push(row);
      }
      return out;
    };
    return Object.assign(all, { each });
  },
  /** Records of a list: entries that are not objects (null, 5, "x") are left out; the others show. */
  records:
    <S extends Shape>(shape: S): Decoder<Decoded<S>[]> =>
    (raw) => {
      if (!Array.isArray(raw)) return [];
      const one = compileRecord(shape);
      const out: Decoded<S>[] = [];
      for (const item of capped(raw)) if (isObject(item)) out.push(one(item));
      return out;
    },
};

/**
 * A value the screen cannot go on without: when `check` fails, the call counts as failed (the
 * catalogue's 'Что-то пошло не так!'), with the reason in the console for the developer.
 */
export function required<T>(value: T | null | undefined, what: string, check: (v: T) => boolean = () => true): T {
  if (value === null || value === undefined || !check(value)) {
    console.error(`[api] the answer has no usable ${what}: got ${JSON.stringify(value)}`);
    throw new ApiError(FALLBACK_ERROR);
  }
  return value;
}
