import { apiModel } from '../apiModel';
import { d, isObject } from '../decode';
import { backend } from '@test/setup';

describe('decoders every api.ts shares', () => {
  it('d.object: a plain object (copied), else {}; isObject refuses null and lists', () => {
    const raw = { a: 1 };
    expect(d.object(raw)).toEqual({ a: 1 });
    expect(d.object(raw)).not.toBe(raw);
    expect([null, [1], 'x', 5, undefined].map(d.object)).toEqual([{}, {}, {}, {}, {}]);
    expect([{}, null, [], 'x'].map(isObject)).toEqual([true, false, false, false]);
  });

  it('d.rows: each entry by its decoder, the null ones left out; not a list → none; `each` kept for api.list', () => {
    const each = (raw: unknown) => (typeof raw === 'number' && raw > 0 ? { id: raw } : null);
    const rows = d.rows(each);
    expect(rows([3, 'x', null, -1, 7])).toEqual([{ id: 3 }, { id: 7 }]);
    expect(rows({ 0: 3 })).toEqual([]);
    expect(rows.each).toBe(each);
  });

  it('d.field: one field of an object, undefined of anything else', () => {
    expect(d.field({ data: { name: 'А' } }, 'data')).toEqual({ name: 'А' });
    expect([null, 'x', [1], undefined].map((raw) => d.field(raw, 'data'))).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('d.dictionary: a PHP dictionary as a list of records or as an object gives the same entries', () => {
    const options = d.dictionary(['value', 'id'], ['title', 'name']);
    expect(options({ a: 'А', 5: 'Пять' })).toEqual([{ key: '5', value: 'Пять' }, { key: 'a', value: 'А' }]);
    expect(options([{ value: 'a', title: 'А' }, { id: 5, name: 'Пять' }, { title: 'без ключа' }, null, 'мусор', { value: 'b' }])).toEqual([
      { key: 'a', value: 'А' },
      { key: '5', value: 'Пять' },
      { key: 'b', value: '' },
    ]);
    expect(options({ a: { nested: true } })).toEqual([{ key: 'a', value: '' }]);
    expect([null, 'x', 5].map(options)).toEqual([[], [], []]);
  });
});

describe('apiModel', () => {
  it('calls GET {urlPath}/api/ with api.model, api.method and the arguments as a JSON list', async () => {
    backend.fail('GET', '/site/api/', { success: true, data: [{ format_id: 1 }] }, 200);
    expect(await apiModel('/site/').get('Formats', 'all')).toEqual([{ format_id: 1 }]);
    expect(backend.last('GET', '/site/api/').query).toEqual({ 'api.model': 'Formats', 'api.method': 'all', 'api.args': '[]' });
  });
});
