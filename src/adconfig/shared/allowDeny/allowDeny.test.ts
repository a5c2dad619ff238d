import { decodeAllowDeny, encodeAllowDeny, withAdded, withRemoved } from './allowDeny';

describe('allow and deny lists', () => {
  it('decode: ids (or {id} items) as text, each once, malformed as empty; an id in both stays allowed only', () => {
    expect(decodeAllowDeny({ allow: [1, '2', { id: 3 }, 1, null, 'x'], deny: [2, 4, { name: 'без id' }] })).toEqual({ allow: ['1', '2', '3', 'x'], deny: ['4'] });
    expect([decodeAllowDeny('мусор'), decodeAllowDeny({ allow: 'a,b', deny: {} }), decodeAllowDeny(null)]).toEqual([
      { allow: [], deny: [] },
      { allow: [], deny: [] },
      { allow: [], deny: [] },
    ]);
    expect(encodeAllowDeny({ allow: ['1', 'Kra1'], deny: ['007'] })).toEqual({ allow: [1, 'Kra1'], deny: ['007'] });
  });

  it('adding puts ids at the end of one list, once, and takes them out of the other; removing takes one out', () => {
    const value = { allow: ['1', '2'], deny: ['3', '4'] };
    expect(withAdded(value, 'allow', ['2', '3', '5', '5'])).toEqual({ allow: ['1', '2', '3', '5'], deny: ['4'] });
    expect(withAdded(value, 'deny', ['1'])).toEqual({ allow: ['2'], deny: ['3', '4', '1'] });
    expect(withRemoved(value, 'deny', '3')).toEqual({ allow: ['1', '2'], deny: ['4'] });
  });
});
