import type { HashField } from './fields';

// A field's value type is free per key, so the schema's field type is widened on purpose.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- variance: HashField<T> is invariant in T
export type Schema = Record<string, HashField<any>>;
export type Values<S extends Schema> = { [K in keyof S]: S[K] extends HashField<infer T> ? T : never };

/** Form-style decoding ('+' is a space); undefined for a malformed escape such as "%E0%A4%A". */
function decodePart(raw: string): string | undefined {
  try {
    const text = decodeURIComponent(raw.replace(/\+/g, ' '));
    // Throws on a lone surrogate (a raw "\ud800"): it could not be written back, so it is garbage too.
    encodeURIComponent(text);
    return text;
  } catch {
    return undefined;
  }
}

/**
 * The hash as key=value pairs (URLSearchParams rules, first occurrence wins); never throws. A pair
 * with a malformed escape is left out, so its field falls back to the default: URLSearchParams would
 * turn it into replacement characters and, for a text field, into a search nobody typed.
 */
export function readPairs(hash: string): Map<string, string> {
  const pairs = new Map<string, string>();
  const body = hash.replace(/^#/, '');
  if (!body) return pairs;
  for (const part of body.split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const key = decodePart(eq < 0 ? part : part.slice(0, eq));
    const value = decodePart(eq < 0 ? '' : part.slice(eq + 1));
    if (key !== undefined && value !== undefined && !pairs.has(key)) pairs.set(key, value);
  }
  return pairs;
}

export function defaults<S extends Schema>(schema: S): Values<S> {
  const out: Record<string, unknown> = {};
  for (const [key, f] of Object.entries(schema)) out[key] = f.defaultValue;
  return out as Values<S>;
}

/** The schema's bare field (`#presale`, `#action?qs`), if it has one. */
function bareKey(schema: Schema): string | undefined {
  return Object.keys(schema).find((key) => schema[key].bare);
}

/** The schema's tail field (`#action?<query as written>`), if it has one. */
function tailKey(schema: Schema): string | undefined {
  return Object.keys(schema).find((key) => schema[key].tail);
}

/**
 * A hash with a bare head: `word`, `word?k=v` or `k=v`. Without '?', text with '=' is the pairs and
 * text without is the head.
 */
function splitBare(hash: string): { head: string; rest: string } {
  const body = hash.replace(/^#/, '');
  const q = body.indexOf('?');
  const head = q >= 0 ? body.slice(0, q) : body;
  // A written head is one encoded word: one holding '=' or '&' is pairs, and a '?' further on is inside a value.
  if (/[=&]/.test(head)) return { head: '', rest: body };
  return q >= 0 ? { head, rest: body.slice(q + 1) } : { head, rest: '' };
}

export function parseHash<S extends Schema>(schema: S, hash: string): Values<S> {
  const bareAt = bareKey(schema);
  const tailAt = tailKey(schema);
  const split = bareAt || tailAt ? splitBare(hash) : { head: '', rest: hash };
  // A tail takes the rest as it is written; the field's parse says whether it is sound.
  const pairs = tailAt ? new Map<string, string>() : readPairs(split.rest);
  if (tailAt && split.rest !== '') pairs.set(tailAt, split.rest);
  if (bareAt) {
    pairs.delete(bareAt);
    const head = split.head === '' ? undefined : decodePart(split.head);
    if (head !== undefined) pairs.set(bareAt, head);
  }
  const out: Record<string, unknown> = {};
  for (const [key, f] of Object.entries(schema)) {
    const raw = pairs.get(key);
    const parsed: unknown = raw === undefined ? undefined : f.parse(raw);
    out[key] = parsed === undefined ? f.defaultValue : parsed;
  }
  return out as Values<S>;
}

export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The hash for these values, defaults omitted, keys in schema order ('' when all are defaults). */
export function writeHash<S extends Schema>(schema: S, values: Values<S>): string {
  const params = new URLSearchParams();
  let head = '';
  let tail: string | undefined;
  for (const [key, f] of Object.entries(schema)) {
    const value: unknown = values[key as keyof S];
    if (sameValue(value, f.defaultValue)) continue;
    // The head keeps its slashes readable (`#banners/edit`); everything else that could end it is escaped.
    if (f.bare) head = encodeURIComponent(f.write(value)).replace(/%2F/gi, '/');
    else if (f.tail) tail = f.write(value);
    else params.set(key, f.write(value));
  }
  // A tail is always after a '?', so a lone one is not read back as the head.
  if (tail !== undefined) return `${head}?${tail}`;
  const rest = params.toString();
  return head && rest ? `${head}?${rest}` : head || rest;
}
