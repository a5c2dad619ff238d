import { sentRowsPath } from './sentRows';

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
