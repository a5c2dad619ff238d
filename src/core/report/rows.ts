import { d, type Decoded } from '../decode';

type Shape = Record<string, (raw: unknown) => unknown>;

/** A report row: the declared fields decoded, every other plain field (text, number, boolean) kept as is, for server-described columns. */
export type ReportRow<S extends Shape> = Decoded<S> & { readonly [field: string]: unknown };

const isPlain = (value: unknown): boolean => typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));

/** One object per row, the shape's entries read once: thousands of rows decode in a few milliseconds. */
export function reportRow<S extends Shape>(shape: S): (raw: unknown) => ReportRow<S> {
  const fields = Object.entries(shape);
  return (raw) => {
    const source = d.object(raw);
    const out: Record<string, unknown> = {};
    for (const key in source) {
      if (isPlain(source[key])) out[key] = source[key];
    }
    for (const [key, decode] of fields) out[key] = decode(source[key]);
    return out as ReportRow<S>;
  };
}

const keys = new WeakMap<object, number>();
let lastKey = 0;
/** A key for a row that names no id (a generic report's): each row object gets a number of its own the first time it is asked. */
export function objectKey(row: object): number {
  let key = keys.get(row);
  if (key === undefined) {
    lastKey += 1;
    key = lastKey;
    keys.set(row, key);
  }
  return key;
}
