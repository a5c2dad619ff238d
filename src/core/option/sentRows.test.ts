import { answeredRows, sentRowsPath } from './sentRows';

describe('sentRowsPath (issue 43)', () => {
  const rows = ['', 'a', '', 'b', 'c'];
  const path = sentRowsPath((row: string) => row !== '', { prefix: 'items', fields: { slice_percent: 'slice' } });

  it('maps the n-th sent row to the row as edited, its field renamed', () => {
    expect(path('0.content', rows)).toBe('1.content');
    expect(path('1', rows)).toBe('3');
    expect(path('2.slice_percent', rows)).toBe('4.slice');
    expect(path('items.1.ord_id', rows)).toBe('3.ord_id');
    expect(path('1.links.0', rows)).toBe('3.links.0');
  });

  it('leaves a path naming no row, or a row past those sent, as it came', () => {
    expect(path('status', rows)).toBe('status');
    expect(path('7.content', rows)).toBe('7.content');
  });
});

describe('answeredRows (A 7: a save answered data, the items as stored)', () => {
  const decode = (data: unknown): string[] => (data as unknown[]).filter((x): x is string => typeof x === 'string');
  const sent = ['a', '', 'b'];

  it('shows the rows as stored in place of those sent', () => {
    expect(answeredRows(['a', 'B'], sent, { decode, sentCount: 2 })).toEqual(['a', 'B']);
  });

  it("keeps the rows as sent when no list came (a bare {success: true}), or PHP's bare [] after rows were sent", () => {
    expect(answeredRows(undefined, sent, { decode, sentCount: 2 })).toBe(sent);
    expect(answeredRows({ items: ['x'] }, sent, { decode, sentCount: 2 })).toBe(sent);
    expect(answeredRows([], sent, { decode, sentCount: 2 })).toBe(sent);
    // Nothing was sent (every row empty): the stored list is empty too.
    expect(answeredRows([], sent, { decode, sentCount: 0 })).toEqual([]);
    expect(answeredRows({ items: ['x'] }, sent, { decode: (d) => decode((d as { items: unknown[] }).items), sentCount: 2, accepts: (d) => typeof d === 'object' && d !== null })).toEqual(['x']);
  });
});
