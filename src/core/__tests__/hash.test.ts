import { bare, HashState, dateRange, filterMap, idList, oneOf, page, parseHash, perPage, sortField, sortOrder, text, writeHash } from '../hash';
import { FilterDraft } from '../hash/FilterDraft';
import { waitFor } from '@testing-library/react';

const schema = {
  q: text(''),
  pid: idList(),
  tmt: oneOf(['or', 'and'] as const, 'or'),
  dr: dateRange(),
  p: page(),
  pp: perPage(50),
  f: sortField('site_id'),
  o: sortOrder('desc'),
};

beforeEach(() => window.history.replaceState(null, '', '/list'));

describe('hash schema', () => {
  it('parses typed values and falls back to defaults on garbage', () => {
    const v = parseHash(schema, '#q=%D1%81%D0%B0%D0%B9%D1%82&pid=12%2C15&tmt=xor&dr=2026-02-01,2026-01-01&p=-3&pp=7&o=up');
    expect(parseHash(schema, '#dr=2026-02-01,2026-02-31').dr).toBeNull();
    expect(v).toEqual({ q: 'сайт', pid: [12, 15], tmt: 'or', dr: null, p: 1, pp: 50, f: 'site_id', o: 'desc' });
  });

  it('omits defaults when writing and reads back what it wrote', () => {
    const values = { ...parseHash(schema, ''), q: 'a b', pid: [3], p: 2, pp: 'all' as const, dr: ['2026-01-01', '2026-01-31'] as [string, string] };
    const hash = writeHash(schema, values);
    expect(hash).toBe('q=a+b&pid=3&dr=2026-01-01%2C2026-01-31&p=2&pp=all');
    expect(parseHash(schema, `#${hash}`)).toEqual(values);
  });

  it('never throws on a malformed escape', () => {
    expect(() => parseHash(schema, '#q=%E0%A4%A&p=2&%%%=&=&&')).not.toThrow();
    expect(parseHash(schema, '#q=%E0%A4%A&p=2').p).toBe(2);
    // The broken text is garbage, not a search for replacement characters: the field keeps its default.
    expect(parseHash(schema, '#q=%E0%A4%A&p=2').q).toBe('');
  });
});

describe('HashState', () => {
  it('pushes one history entry per change and returns to page 1 when a filter changes', () => {
    const state = new HashState(schema);
    const before = window.history.length;
    state.set({ p: 3 });
    expect(window.location.hash).toBe('#p=3');
    state.set({ q: 'x' });
    expect(state.values.p).toBe(1);
    expect(window.location.hash).toBe('#q=x');
    expect(window.history.length).toBe(before + 2);
  });

  it('replaces the entry for in-between states', () => {
    const state = new HashState(schema);
    const before = window.history.length;
    state.set({ q: 'a' }, 'replace');
    state.set({ q: 'ab' }, 'replace');
    expect(window.history.length).toBe(before);
    expect(window.location.hash).toBe('#q=ab');
  });

  it('applies back/forward and hand edits, and normalises a garbage hash at start', () => {
    window.history.replaceState(null, '', '/list#p=zzz&q=ok');
    const state = new HashState(schema);
    const stop = state.start();
    expect(window.location.hash).toBe('#q=ok');
    window.history.replaceState(null, '', '/list#q=other&p=4');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(state.values.q).toBe('other');
    expect(state.values.p).toBe(4);
    stop();
  });

  // Issue 32.4: a page opened at //evil.example/… (or /\evil.example/…, which the browser turns into //):
  // a path-relative URL built from location.pathname would be another host's, and history refuses it.
  it.each(['//evil.example/list', '//evil.example//list/', '///list'])('writes the hash on a page at %j, which stays where it is', (path) => {
    window.history.replaceState(null, '', `${window.location.origin}${path}?id=3`);
    const state = new HashState(schema);
    const before = window.history.length;
    state.set({ p: 3 });
    state.set({ q: 'x' }, 'replace');
    expect(window.location.pathname).toBe(path);
    expect(window.location.search).toBe('?id=3');
    expect(window.location.hash).toBe('#q=x');
    state.reset();
    expect(window.location.href).toBe(`${window.location.origin}${path}?id=3`);
    expect(window.history.length).toBe(before + 2);
  });
});

describe('FilterDraft', () => {
  it('applies typed text, marks what does not parse, refills from the hash', () => {
    const state = new HashState(schema);
    const draft = new FilterDraft(state, ['q', 'pid'] as const);
    const stop = draft.start();
    draft.edit('pid', '12, x');
    expect(draft.apply()).toBe('invalid');
    expect(draft.errors.pid).toBe('Некорректное значение');
    draft.edit('pid', '12, 15');
    draft.edit('q', ' сайт ');
    expect(draft.apply()).toBe('changed');
    expect(draft.apply()).toBe('unchanged');
    expect(state.values).toMatchObject({ q: 'сайт', pid: [12, 15] });
    state.set({ pid: [7] });
    expect(draft.text.pid).toBe('7');
    draft.reset();
    expect(state.values.q).toBe('');
    expect(draft.text).toEqual({ q: '', pid: '' });
    stop();
  });
});

describe('hash binding: keystrokes and bare-word tabs (ARCHITECTURE 3)', () => {
  it('a burst of keystrokes adds one history entry, written once its frame is painted; a keystroke after a pause adds the next', async () => {
    const state = new HashState({ q: text('') });
    const stop = state.start();
    const before = window.history.length;
    const hashQ = () => parseHash({ q: text('') }, window.location.hash).q;
    for (const typed of ['м', 'ме', 'мед']) state.set({ q: typed }, 'typing');
    // Not on the keystroke itself (issue 31: the write is a third of its work).
    expect(state.values.q).toBe('мед');
    expect(window.history.length).toBe(before);
    await waitFor(() => expect(hashQ()).toBe('мед'));
    expect(window.history.length).toBe(before + 1);
    await new Promise((r) => setTimeout(r, 350));
    state.set({ q: 'меди' }, 'typing');
    // A change that is not a keystroke writes the pending keystroke first: two entries, in order.
    state.set({ q: 'медиа' });
    expect(window.history.length).toBe(before + 3);
    expect(hashQ()).toBe('медиа');
    window.history.back();
    await waitFor(() => expect(state.values.q).toBe('меди'));
    stop();
  });

  it('a keystroke still pending is dropped when the user goes Back, and written when the screen stops', async () => {
    const state = new HashState({ q: text('') });
    const stop = state.start();
    const hashQ = () => parseHash({ q: text('') }, window.location.hash).q;
    state.set({ q: 'a' });
    state.set({ q: 'ab' }, 'typing');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(state.values.q).toBe('a');
    await new Promise((r) => setTimeout(r, 150));
    expect(hashQ()).toBe('a');
    state.set({ q: 'abc' }, 'typing');
    stop();
    expect(hashQ()).toBe('abc');
  });

  it('reads and writes a tab kept as a bare word (#presale) and a deep link action?qs', () => {
    const tabs = { tab: bare(oneOf(['reserves', 'presale'] as const, 'reserves')), p: page() };
    expect(parseHash(tabs, '#presale')).toEqual({ tab: 'presale', p: 1 });
    expect(parseHash(tabs, '#presale?p=3')).toEqual({ tab: 'presale', p: 3 });
    expect(parseHash(tabs, '#p=2')).toEqual({ tab: 'reserves', p: 2 });
    expect(parseHash(tabs, '#garbage?p=x')).toEqual({ tab: 'reserves', p: 1 });
    expect(writeHash(tabs, { tab: 'presale', p: 1 })).toBe('presale');
    expect(writeHash(tabs, { tab: 'presale', p: 3 })).toBe('presale?p=3');
    expect(writeHash(tabs, { tab: 'reserves', p: 3 })).toBe('p=3');

    const deepLink = { action: bare(text('')), id: text('') };
    expect(parseHash(deepLink, '#banners/types?id=5')).toEqual({ action: 'banners/types', id: '5' });
    expect(writeHash(deepLink, { action: 'banners/types', id: '5' })).toBe('banners/types?id=5');
    expect(writeHash(deepLink, { action: 'a?b=c', id: '' })).toBe('a%3Fb%3Dc');
    expect(parseHash(deepLink, '#a%3Fb%3Dc').action).toBe('a?b=c');
    // A hand-written '?' inside a pair's value is not the head's end: the pairs before it are kept.
    expect(parseHash(deepLink, '#id=x&action=?')).toEqual({ action: '', id: 'x' });
    expect(parseHash(tabs, '#p=2&q=a?b')).toEqual({ tab: 'reserves', p: 2 });
  });
});

describe('filterMap (filters the server names)', () => {
  it('keeps named filters in one value, names in order, empty and odd names left out; parse(write(v)) is v', () => {
    const f = filterMap();
    const v = f.parse('type=2&name=%D0%B0+b&__proto__=1&a[]=3&empty=');
    expect(v).toEqual({ name: 'а b', type: '2' });
    expect(JSON.stringify(v)).toBe('{"name":"а b","type":"2"}');
    expect(f.write({ type: '2', name: 'а b' })).toBe('name=%D0%B0+b&type=2');
    expect(f.parse(f.write(v ?? {}))).toEqual(v);
    expect(f.parse('')).toEqual({});
  });
});
