// The properties every hash schema must have (issue 3, item 4): parsing never throws, every parsed
// value is in its field's domain, garbage falls back to the default, write-then-parse is the
// identity on valid states, and HashState.start() normalises a garbage hash in the address bar.
import fc from 'fast-check';
import { HashState, parseHash, writeHash, type Schema } from '@core/hash';
import { asHashText, encodedValue, headHash, hostileHash, pairHash, rawValue, validState } from './hashArbitraries';

export interface HashProperty {
  title: string;
  property: fc.IProperty<unknown[]>;
}

/** What the project calls the same value (HashState compares with it, writeHash omits defaults by it). */
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** `dictionary`: literals of the screen's code (oneOf values, sort fields), so valid values come up often. */
export function hashProperties(schema: Schema, dictionary: readonly string[] = []): HashProperty[] {
  const keys = Object.keys(schema);
  const hashes = hostileHash(schema, dictionary);
  const otherPairs = fc.array(fc.tuple(fc.constantFrom(...keys), encodedValue(dictionary)), { maxLength: 4 });
  return [
    {
      title: 'parses any hash without throwing, and writes what it parsed without throwing',
      property: fc.property(hashes, (hash) => {
        writeHash(schema, parseHash(schema, hash));
      }),
    },
    {
      title: 'gives every field a value of its domain: the field and the whole hash read back what they write',
      property: fc.property(hashes, (hash) => {
        const values = parseHash(schema, hash);
        for (const key of keys) {
          const f = schema[key];
          expect({ key, value: f.parse(f.write(values[key])) }).toEqual({ key, value: values[key] });
        }
        expect(parseHash(schema, `#${writeHash(schema, values)}`)).toEqual(values);
      }),
    },
    {
      title: 'reads a value outside its domain as the default, a value inside as the field parses it (first of repeated keys wins)',
      property: fc.property(fc.constantFrom(...keys), rawValue(dictionary), otherPairs, (key, raw, rest) => {
        const f = schema[key];
        // The field sees the value as the hash carries it (a well-formed string).
        const parsed: unknown = f.parse(asHashText(raw));
        const others = rest.map(([k, v]) => `${k}=${v}`).join('&');
        // A bare field is the hash's head (`#presale?p=2`), a tail all after '?' as written, every other field a key=value pair.
        const hash = f.tail
          ? `?${asHashText(raw)}`
          : f.bare
            ? `${headHash(raw)}${others ? `?${others}` : ''}`
            : `${pairHash(key, raw)}${others ? `&${others}` : ''}`;
        const values = parseHash(schema, hash);
        const expected = f.tail && asHashText(raw) === '' ? f.defaultValue : parsed === undefined ? f.defaultValue : parsed;
        expect({ key, raw, value: values[key] }).toEqual({ key, raw, value: expected });
      }),
    },
    {
      title: 'reads back every valid state it writes, and writes no default',
      property: fc.property(validState(schema, dictionary), (state) => {
        const written = writeHash(schema, state);
        expect(parseHash(schema, `#${written}`)).toEqual(state);
        const nonDefault = keys.filter((key) => !same(state[key], schema[key].defaultValue));
        // A bare field is written as the head before '?', the others as key=value pairs.
        const bareKey = keys.find((key) => schema[key].bare);
        const headed = bareKey !== undefined && nonDefault.includes(bareKey);
        const q = written.indexOf('?');
        // A tail is everything after '?', as its field writes it.
        const tailKey = keys.find((key) => schema[key].tail);
        if (tailKey !== undefined) {
          const tail = nonDefault.includes(tailKey) ? schema[tailKey].write(state[tailKey]) : undefined;
          expect(q < 0 ? undefined : written.slice(q + 1)).toEqual(tail);
          return;
        }
        const pairs = headed ? (q < 0 ? '' : written.slice(q + 1)) : written;
        expect([...new URLSearchParams(pairs).keys()]).toEqual(nonDefault.filter((key) => key !== bareKey));
      }),
    },
    {
      title: 'HashState.start() replaces a garbage hash in the address bar with the written form of what it read',
      property: fc.property(hashes, (hash) => {
        window.history.replaceState(null, '', `/hash-gate${hash.startsWith('#') ? hash : `#${hash}`}`);
        const read = parseHash(schema, window.location.hash);
        const state = new HashState(schema);
        state.start()();
        const written = writeHash(schema, read);
        expect(state.values).toEqual(read);
        expect(window.location.hash).toBe(written ? `#${written}` : '');
        expect(parseHash(schema, window.location.hash)).toEqual(read);
      }),
    },
  ];
}
