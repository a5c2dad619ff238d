// The hash gate's own check: a schema made of every field of src/core/hash passes it (so a new screen
// built from them does), and a broken field fails it (so the gate is not a test that always passes).
import fc from 'fast-check';
import { bool, dateRange, idList, int, oneOf, optionalInt, page, perPage, sortField, sortOrder, text, type HashField } from '@core/hash';
import { hashProperties } from './hashProperties';

const RUNS = { numRuns: 200 };

const everyField = {
  q: text(''),
  n: int(0, { min: -10, max: 10 }),
  lim: optionalInt({ min: 0 }),
  m: oneOf(['or', 'and'] as const, 'or'),
  on: bool(true),
  ids: idList(),
  dr: dateRange(),
  p: page(),
  pp: perPage(),
  f: sortField('id'),
  g: sortField('name', ['name', 'created']),
  o: sortOrder('asc'),
};

afterAll(() => window.history.replaceState(null, '', '/'));

describe('the hash fuzz gate', () => {
  for (const { title, property } of hashProperties(everyField, ['or', 'and', 'name', 'created'])) {
    it(`holds for a schema of every field of src/core/hash: ${title}`, () => fc.assert(property, RUNS));
  }

  /** What the property's run reports for this schema: whether it failed, and why. */
  const run = (schema: Record<string, HashField<never>>, index: number) => {
    // More runs than the gate's: this must fail every time, not nearly every time.
    const details = fc.check(hashProperties(schema)[index].property, { numRuns: 1000 });
    return { failed: details.failed, error: String(details.errorInstance) };
  };

  it('fails a field whose parse throws', () => {
    const throwing: HashField<string> = { kind: 'filter', defaultValue: '', parse: (raw) => decodeURIComponent(raw), write: (v) => v };
    expect(run({ q: throwing as HashField<never> }, 0)).toEqual({ failed: true, error: 'URIError: URI malformed' });
  });

  it('fails a field that does not read back what it writes', () => {
    const lossy: HashField<string[]> = { kind: 'filter', defaultValue: [], parse: (raw) => (raw === '' ? [] : raw.split(',')), write: (v) => v.join(' ') };
    expect(run({ tags: lossy as HashField<never> }, 3)).toMatchObject({ failed: true, error: expect.stringContaining('toEqual') });
  });

  it('fails a default outside the field\'s domain', () => {
    const stray = oneOf(['a', 'b'] as const, 'c' as never);
    expect(run({ s: stray as HashField<never> }, 1)).toMatchObject({ failed: true, error: expect.stringContaining('toEqual') });
  });
});
