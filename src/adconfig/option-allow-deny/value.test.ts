import { decodeAllowDenyOption, uniqueValues, withRule } from './value';

const rule = (attribute: string, allow: boolean, values: string[]) => ({ attribute, allow, values });

describe('the allow/deny option value', () => {
  it('decodes rules without an attribute or values as none, values trimmed and each once; allow is true unless false', () => {
    expect(decodeAllowDenyOption({ allow: [1], deny: ['x'], rules: [{ attribute: ' domain ', allow: 0, values: [' a ', 'a', '', 5] }, { attribute: '', values: ['b'] }, { attribute: 'lang', values: 'ru' }, { attribute: 'url', values: ['/'] }, 'мусор'] })).toEqual({
      allow: ['1'],
      deny: ['x'],
      rules: [rule('domain', false, ['a', '5']), rule('url', true, ['/'])],
    });
    expect(uniqueValues(['a', 'b', 'a'])).toEqual({ values: ['a', 'b'], dropped: true });
  });

  it('a rule is appended or replaces the edited one; one equal to another (values in any order) is dropped', () => {
    const rules = [rule('domain', false, ['a', 'b']), rule('lang', true, ['ru'])];
    expect(withRule(rules, rule('url', true, ['/']), null)).toEqual({ rules: [...rules, rule('url', true, ['/'])], dropped: false });
    expect(withRule(rules, rule('lang', true, ['en']), 1)).toEqual({ rules: [rules[0], rule('lang', true, ['en'])], dropped: false });
    expect(withRule(rules, rule('domain', false, ['b', 'a']), null)).toEqual({ rules, dropped: true });
    expect(withRule(rules, rule('domain', false, ['b', 'a']), 1)).toEqual({ rules: [rules[0]], dropped: true });
    expect(withRule(rules, rule('domain', true, ['a', 'b']), 0)).toEqual({ rules: [rule('domain', true, ['a', 'b']), rules[1]], dropped: false });
  });
});
