// Random and hostile hashes for the hash fuzz gate: what a hand-edited, truncated, double-encoded or
// malicious link may carry. Values are raw hash text (before URLSearchParams decodes it).
import fc from 'fast-check';
import type { Schema, Values } from '@core/hash';

/** Texts that broke parsers before: escapes, markup, number edge cases, prototype keys, huge, RTL, emoji. */
const HOSTILE = [
  '', ' ', '%', '%%', '%2', '%E0%A4%A', '%ZZ', '%00', '%C0%AF', '%ED%A0%80', '\u0000', '\ud800', '\udfff',
  '<script>alert(1)</script>', '<img src=x onerror=alert(1)>', 'javascript:alert(1)', `"'><svg onload=alert(1)>`,
  '-1', '0', '-0', '00', '007', '1e3', '0x10', '1.5', ' 1', '1 ', '+1', '١٢', '９',
  '9007199254740991', '9007199254740992', '9007199254740993', '-9007199254740993', '1'.repeat(400),
  'NaN', 'Infinity', '-Infinity', 'null', 'undefined', 'true', 'false', '[]', '{}',
  '__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf',
  '1,2', '1,,2', ',', ',1', '1,', '1,-2', '1, 2', '0,1', '1,1',
  '2026-01-01,2026-01-31', '2026-01-31,2026-01-01', '2026-02-31,2026-03-01', '2026-13-01,2026-13-02', '0000-00-00,0000-00-00',
  '2026-01-01', '2026-01-01,2026-01-31,2026-02-01', '01.01.2026,31.01.2026',
  'all', 'ALL', 'asc', 'desc', 'DESC', 'Новости', 'ё', '😀', '👨‍👩‍👧', '\u202eRTL', 'a'.repeat(5000),
  '#', '&', '=', '+', '?', '/', '\\', 'a=b', 'a&b=c', '%26', '%3D', '%23',
];

/** The tokens hash fields commonly accept: sort orders, page sizes, flags. */
const COMMON = ['asc', 'desc', 'all', '0', '1', '2', '3', '10', '20', '25', '50', '100', '500', '1000', 'true', 'false', 'yes', 'no', 'on', 'off'];

/** Hash keys besides the schema's: prototype names, near misses, encoded aliases. */
const HOSTILE_KEYS = ['', ' ', '__proto__', 'constructor', 'toString', 'P', 'Q', 'q ', '%71', '%70', 'q[]', 'p[]', '#q', '?p'];

const ymd = (d: Date) => d.toISOString().slice(0, 10);
const date = fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true });

/** A raw value: hostile, random, numeric, a list of ids, a date range, or a literal of the screen's code. */
export function rawValue(dictionary: readonly string[]): fc.Arbitrary<string> {
  const arbs: Array<fc.Arbitrary<string>> = [
    fc.constantFrom(...HOSTILE),
    fc.constantFrom(...COMMON),
    // Odd code units: lone surrogates, BOM, zero-width, RTL override, NUL, a combining accent.
    fc.string({ unit: fc.constantFrom('\ud800', '\udfff', '\ufeff', '\u200b', '\u202e', '\u0000', '\u0301', 'я', '😀', 'a', '1'), maxLength: 4 }),
    // Escapes, broken and whole, among separators and digits.
    fc.string({ unit: fc.constantFrom('%', '%2', '%E0', '%A4', '%ZZ', '%25', '%00', '%2C', '%D0%BD', 'a', '1', ',', '-', '+', '.', ' '), maxLength: 6 }),
    fc.string({ unit: 'binary', maxLength: 30 }),
    fc.string({ unit: 'grapheme', maxLength: 12 }),
    fc.integer().map(String),
    fc.integer({ min: -3, max: 120 }).map(String),
    fc.stringMatching(/^-?[0-9]{1,40}$/),
    fc.double().map(String),
    fc.array(fc.integer({ min: -2, max: 1_000_000 }), { maxLength: 5 }).map((ids) => ids.join(',')),
    fc.tuple(date, date).map(([a, b]) => `${ymd(a)},${ymd(b)}`),
  ];
  if (dictionary.length) arbs.push(fc.constantFrom(...dictionary));
  return fc.oneof(...arbs);
}

/** How the value is written into the hash: as is, form-encoded (as writeHash does), or encoded twice. */
const formEncode = (value: string) => new URLSearchParams({ v: value }).toString().slice(2);
const ENCODINGS: Array<(value: string) => string> = [(v) => v, formEncode, (v) => formEncode(formEncode(v))];

export function encodedValue(dictionary: readonly string[]): fc.Arbitrary<string> {
  return fc.tuple(rawValue(dictionary), fc.constantFrom(...ENCODINGS)).map(([value, encode]) => encode(value));
}

/** The hash text `#k=v` for one pair, the value form-encoded (what a link written by writeHash carries). */
export function pairHash(key: string, raw: string): string {
  return `#${formEncode(key)}=${formEncode(raw)}`;
}

/** A hash whose bare head is `raw` (`#presale`), encoded as a browser would carry it. */
export function headHash(raw: string): string {
  return `#${formEncode(raw)}`;
}

/** A hash: random text, or key=value pairs over the schema's keys and others (repeated, empty, without '='). */
export function hostileHash(schema: Schema, dictionary: readonly string[]): fc.Arbitrary<string> {
  const key = fc.oneof(
    { arbitrary: fc.constantFrom(...Object.keys(schema)), weight: 4 },
    { arbitrary: fc.constantFrom(...HOSTILE_KEYS), weight: 1 },
    { arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 4 }), weight: 1 },
  );
  const pair = fc
    .tuple(key, encodedValue(dictionary), fc.constantFrom('=', '=', '=', '', '=='))
    .map(([k, v, eq]) => (eq === '' ? k : `${k}${eq}${v}`));
  const pairs = fc.array(pair, { maxLength: 8 }).map((items) => items.join('&'));
  const body = fc.oneof({ arbitrary: pairs, weight: 4 }, { arbitrary: fc.string({ unit: 'binary', maxLength: 120 }), weight: 1 });
  return fc.tuple(fc.constantFrom('#', '#', '#', '', '##', '#&', '#?'), body).map(([prefix, text]) => prefix + text);
}

/** The text a field gets for this value once it went through a hash (a well-formed string: no lone surrogate). */
export const asHashText = (value: string) => new URLSearchParams({ v: value }).get('v') ?? '';

/**
 * A valid state: per field its default, or what the field parses from a generated value as a hash
 * carries it (what it parses is in its domain by definition; garbage falls back to the default).
 */
export function validState<S extends Schema>(schema: S, dictionary: readonly string[]): fc.Arbitrary<Values<S>> {
  const fields: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, f] of Object.entries(schema)) {
    const parsed = rawValue(dictionary).map((raw): unknown => {
      const value: unknown = f.parse(asHashText(raw));
      return value === undefined ? f.defaultValue : value;
    });
    fields[key] = fc.oneof({ arbitrary: fc.constant<unknown>(f.defaultValue), weight: 1 }, { arbitrary: parsed, weight: 3 });
  }
  return fc.record(fields) as unknown as fc.Arbitrary<Values<S>>;
}
