// A 7 allow/deny lists: the dictionary URL given by the option type, {option_type_id} substituted; A 9:
// kept in the local cache for 7 days.
import { backend } from '@test/setup';
import { cacheGet, cacheSet } from '../cache';
import { propsSchema } from '../props';
import { DICTIONARY_PROPS, dictionaryCacheKey, dictionaryItems, optionDictionary } from './index';

const PATH = '/api/hb/option-types/5/values';
const TEMPLATE = '/api/hb/option-types/{option_type_id}/values';

describe('optionDictionary', () => {
  it('asks the option type\'s URL once, keeps the answer for 7 days, reads it from the cache the next time', async () => {
    backend.fail('GET', PATH, { success: true, data: [{ id: 1, name: 'Смартфон' }, { value: 'tv', title: 'Смарт-ТВ' }, { name: 'без id' }, null] });
    const first = optionDictionary(TEMPLATE, 5, dictionaryItems, []);
    await first.load();
    expect(first.value).toEqual([{ id: '1', name: 'Смартфон' }, { id: 'tv', name: 'Смарт-ТВ' }]);
    expect(backend.all('GET', PATH)).toHaveLength(1);
    expect(backend.last('GET', PATH).headers['x-requested-with']).toBe('XMLHttpRequest');
    const week = Date.now() + 604800 * 1000;
    expect(cacheGet(dictionaryCacheKey(PATH), week - 60_000)).toBeDefined();
    expect(cacheGet(dictionaryCacheKey(PATH), week + 60_000)).toBeUndefined();
  });

  it('reads a cached answer without a call, decoded again (a tampered cache shows nothing odd)', async () => {
    cacheSet(dictionaryCacheKey(PATH), [{ id: 2, name: 'Планшет' }, 'мусор', { id: { x: 1 }, name: 'объект' }]);
    const dictionary = optionDictionary(TEMPLATE, '5', dictionaryItems, []);
    await dictionary.load();
    expect(dictionary.value).toEqual([{ id: '2', name: 'Планшет' }]);
    expect(backend.all('GET', PATH)).toHaveLength(0);
  });

  it('a failed load is not cached and is retried on the next load', async () => {
    backend.fail('GET', PATH, { success: false, message: 'Справочник недоступен' });
    const dictionary = optionDictionary(TEMPLATE, 5, dictionaryItems, []);
    await dictionary.load();
    expect(dictionary.state).toBe('failed');
    expect(cacheGet(dictionaryCacheKey(PATH))).toBeUndefined();
    backend.fail('GET', PATH, { success: true, data: [{ id: 3, name: 'ПК' }] });
    await dictionary.load();
    expect(dictionary.value).toEqual([{ id: '3', name: 'ПК' }]);
  });

  it('props: the URL must stay on this site; the option type is a whole number (printed as text too)', () => {
    const schema = propsSchema(DICTIONARY_PROPS);
    expect(schema.parse({ dictionaryUrl: TEMPLATE, optionTypeId: '5' })).toMatchObject({ dictionaryUrl: TEMPLATE, optionTypeId: 5 });
    expect(() => schema.parse({ dictionaryUrl: 'https://evil.example/{option_type_id}' })).toThrow(/dictionaryUrl/);
  });
});
