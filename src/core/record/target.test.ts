import { pathId, recordTarget, targetId } from './target';

describe('recordTarget', () => {
  it('reads a create page, an edit id, and an unusable id as such', () => {
    expect(recordTarget(null)).toEqual({ kind: 'create' });
    expect(recordTarget(' 42 ')).toEqual({ kind: 'edit', id: 42 });
    for (const raw of ['', '0', '-3', '1e3', '12abc', '9999999999999999']) expect(recordTarget(raw)).toEqual({ kind: 'bad-id' });
    expect(targetId(recordTarget('7'))).toBe(7);
    expect(targetId(recordTarget(undefined))).toBeNull();
  });

  it('takes the id segment from the page path', () => {
    expect(pathId(/\/edit\/([^/]*)$/, '/banners/edit/15')).toBe('15');
    expect(pathId(/\/edit\/([^/]*)$/, '/banners/create')).toBeNull();
    expect(pathId(/\/([^/]*)\/edit$/, '/preferences/mix-tasks/abc/edit')).toBe('abc');
  });
});
