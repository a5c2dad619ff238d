// A 7 allow/deny lists: the dictionary URL given by the option type, {option_type_id} substituted; A 9:
// kept in the local cache for 7 days; issue 43: per user and site, refreshed in the background on each open,
// never kept empty or failed.
import { waitFor } from '@testing-library/react';
import { allowConsoleErrors, backend } from '@test/setup';
import { notify } from '../notify';
import { cacheGet, cacheSet } from '../cache';
import { propsSchema } from '../props';
import { DICTIONARY_PROPS, dictionaryCacheKey, dictionaryItems, optionDictionary } from './index';

const PATH = '/api/hb/option-types/5/values';
const TEMPLATE = '/api/hb/option-types/{option_type_id}/values';
const USER = { userId: '7' };
const key = (userId = '7') => dictionaryCacheKey(PATH, userId) as string;

describe('optionDictionary', () => {
  it("asks the option type's URL, keeps the answer for 7 days for this user and site only", async () => {
    backend.fail('GET', PATH, { success: true, data: [{ id: 1, name: 'Смартфон' }, { value: 'tv', title: 'Смарт-ТВ' }, { name: 'без id' }, null] });
    const first = optionDictionary(TEMPLATE, 5, dictionaryItems, [], USER);
    await first.load();
    expect(first.value).toEqual([{ id: '1', name: 'Смартфон' }, { id: 'tv', name: 'Смарт-ТВ' }]);
    expect(backend.all('GET', PATH)).toHaveLength(1);
    expect(backend.last('GET', PATH).headers['x-requested-with']).toBe('XMLHttpRequest');
    const week = Date.now() + 604800 * 1000;
    expect(cacheGet(key(), week - 60_000)).toBeDefined();
    expect(cacheGet(key(), week + 60_000)).toBeUndefined();
    // The key names the site (the URL resolved) and the user: another user's is another entry.
    expect(key()).toContain(`${window.location.origin}${PATH}`);
    expect(cacheGet(key('8'))).toBeUndefined();
    expect(dictionaryCacheKey(PATH, undefined)).toBeNull();
  });

  it('shows a kept answer at once (decoded again: a tampered cache shows nothing odd) and refreshes it in the background', async () => {
    cacheSet(key(), [{ id: 2, name: 'Планшет' }, 'мусор', { id: { x: 1 }, name: 'объект' }]);
    const held = backend.hold('GET', PATH);
    const dictionary = optionDictionary(TEMPLATE, '5', dictionaryItems, [], USER);
    await dictionary.load();
    expect(dictionary.state).toBe('ready');
    expect(dictionary.value).toEqual([{ id: '2', name: 'Планшет' }]);
    // The refresh went out as the list opened; its answer replaces the list and the kept one.
    await waitFor(() => expect(backend.all('GET', PATH)).toHaveLength(1));
    held.release();
    await waitFor(() => expect(dictionary.value.map((item) => item.name)).toContain('Смартфон'));
    expect(dictionaryItems(cacheGet(key()))).toEqual(dictionary.value);
  });

  it("another user's kept list is not shown: this user's is asked for", async () => {
    cacheSet(key('8'), [{ id: 99, name: 'Чужой список' }]);
    const dictionary = optionDictionary(TEMPLATE, 5, dictionaryItems, [], USER);
    await dictionary.load();
    expect(dictionary.value.map((item) => item.name)).not.toContain('Чужой список');
    expect(backend.all('GET', PATH)).toHaveLength(1);
  });

  it('without a user nothing is kept between pages', async () => {
    const dictionary = optionDictionary(TEMPLATE, 5, dictionaryItems, []);
    await dictionary.load();
    expect(dictionary.value.length).toBeGreaterThan(0);
    expect(Object.keys(window.localStorage).filter((k) => k.includes(PATH))).toEqual([]);
  });

  it('a failed load is not kept and is retried on the next load; an empty answer is not kept and drops the kept list', async () => {
    allowConsoleErrors(/./);
    backend.fail('GET', PATH, { success: false, message: 'Справочник недоступен' });
    const dictionary = optionDictionary(TEMPLATE, 5, dictionaryItems, [], USER);
    await dictionary.load();
    expect(dictionary.state).toBe('failed');
    expect(cacheGet(key())).toBeUndefined();
    backend.fail('GET', PATH, { success: true, data: [{ id: 3, name: 'ПК' }] });
    await dictionary.load();
    expect(dictionary.value).toEqual([{ id: '3', name: 'ПК' }]);
    expect(cacheGet(key())).toBeDefined();

    backend.fail('GET', PATH, { success: true, data: [] });
    const emptied = optionDictionary(TEMPLATE, 5, dictionaryItems, [], USER);
    await emptied.load();
    // The kept list showed first; the refresh said there are none now: none kept.
    await waitFor(() => expect(emptied.value).toEqual([]));
    expect(cacheGet(key())).toBeUndefined();
  });

  it('a refresh that fails leaves the kept list on show, without a toast', async () => {
    cacheSet(key(), [{ id: 2, name: 'Планшет' }]);
    backend.fail('GET', PATH, { success: false, message: 'Справочник недоступен' });
    const dictionary = optionDictionary(TEMPLATE, 5, dictionaryItems, [], USER);
    await dictionary.load();
    await waitFor(() => expect(backend.all('GET', PATH)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(dictionary.value).toEqual([{ id: '2', name: 'Планшет' }]);
    expect(notify.toasts).toHaveLength(0);
    expect(cacheGet(key())).toBeDefined();
  });

  it('props: the URL must stay on this site; the option type is a whole number (printed as text too); the user as text', () => {
    const schema = propsSchema(DICTIONARY_PROPS);
    expect(schema.parse({ dictionaryUrl: TEMPLATE, optionTypeId: '5', userId: 12 })).toMatchObject({ dictionaryUrl: TEMPLATE, optionTypeId: 5, userId: '12' });
    expect(() => schema.parse({ dictionaryUrl: 'https://evil.example/{option_type_id}' })).toThrow(/dictionaryUrl/);
  });
});
