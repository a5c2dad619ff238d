import { JsonArrayStream } from './jsonStream';

/** Feeds `text` in the given pieces; returns what JSON.parse would and the batches handed over. */
function streamed(text: string, path: readonly string[], cuts: number[]): { value: unknown; batches: unknown[][] } {
  const batches: unknown[][] = [];
  const stream = new JsonArrayStream(path, (entries) => batches.push(entries));
  let from = 0;
  for (const cut of [...cuts, text.length]) {
    stream.push(text.slice(from, cut));
    from = cut;
  }
  return { value: stream.end(), batches };
}

const tricky = [
  { id: 1, name: 'a,b]', url: 'http://x.ru/?q=[1]{2}', note: 'quote " and \\ backslash' },
  { id: 2, name: 'Сайт «два»', url: 'http://два.рф', nested: { list: [1, [2, { three: ']' }]], empty: {} } },
  'a string entry, with "quotes" \\\\',
  42,
  null,
  [1, 2, [3]],
  { id: 3, name: '\\"', emoji: '😀\u2028' },
];
const envelope = JSON.stringify({ success: true, meta: { total_count: 7, note: '"data":[' }, data: { id: 5, name: 'List [1]', sites: tricky, unavailable: [{ id: 9 }] }, extra: 'after' });

describe('JsonArrayStream', () => {
  it('gives what JSON.parse gives and hands over every entry, however the text is cut in two', () => {
    for (let cut = 0; cut <= envelope.length; cut++) {
      const { value, batches } = streamed(envelope, ['data', 'sites'], [cut]);
      expect(value).toEqual(JSON.parse(envelope));
      expect(batches.flat()).toEqual(tricky);
    }
  });

  it('reads a text that comes a character at a time', () => {
    const cuts = Array.from({ length: envelope.length - 1 }, (_, i) => i + 1);
    const { value, batches } = streamed(envelope, ['data', 'sites'], cuts);
    expect(value).toEqual(JSON.parse(envelope));
    expect(batches.flat()).toEqual(tricky);
    // Entries are handed over as they complete, not all at the end.
    expect(batches.length).toBe(tricky.length);
  });

  it('hands over the first entries before the rest of the text is in', () => {
    const text = JSON.stringify({ success: true, data: [{ id: 1 }, { id: 2 }, { id: 3 }] });
    const batches: unknown[][] = [];
    const stream = new JsonArrayStream(['data'], (entries) => batches.push(entries));
    stream.push(text.slice(0, text.indexOf('{"id":3')));
    expect(batches.flat()).toEqual([{ id: 1 }, { id: 2 }]);
    stream.push(text.slice(text.indexOf('{"id":3')));
    expect(stream.end()).toEqual(JSON.parse(text));
  });

  it('finds the array only at its path: a key of the same name elsewhere, or in a string, is not it', () => {
    const text = JSON.stringify({ other: { data: [1, 2] }, s: 'data: [3]', data: [4, 5] });
    const { value, batches } = streamed(text, ['data'], [10, 20]);
    expect(batches.flat()).toEqual([4, 5]);
    expect(value).toEqual(JSON.parse(text));
  });

  it('hands nothing over when the path is not an array, and still gives the whole value', () => {
    for (const text of ['{"success":false,"message":"Нет"}', '{"data":{"sites":5}}', '[1,2]', '"text"', '{"data":{"sites":{"a":[1]}}}']) {
      const { value, batches } = streamed(text, ['data', 'sites'], [3]);
      expect(value).toEqual(JSON.parse(text));
      expect(batches).toEqual([]);
    }
  });

  it('says which entries end the array', () => {
    const lasts: boolean[] = [];
    const stream = new JsonArrayStream(['data'], (_entries, last) => lasts.push(last));
    stream.push('{"data":[1,2,');
    stream.push('3,4]}');
    expect(lasts).toEqual([false, false, true]);
  });

  it('reads an empty array and a root array', () => {
    expect(streamed('{"data":[ ]}', ['data'], [5]).value).toEqual({ data: [] });
    const root = streamed('[{"a":1},{"a":2}]', [], [9]);
    expect(root.value).toEqual([{ a: 1 }, { a: 2 }]);
    expect(root.batches.flat()).toEqual([{ a: 1 }, { a: 2 }]);
  });

  it('refuses what JSON.parse refuses (a cut answer, an HTML page, empty entries)', () => {
    for (const text of ['{"data":[1,2', '{"data":[1,,2]}', '{"data":[,1]}', '{"data":[1,]}', '<html>Ошибка</html>', '{"data":[1]', '{"data":[{"a":1]]}', '']) {
      expect(() => JSON.parse(text)).toThrow(SyntaxError);
      expect(() => streamed(text, ['data'], [Math.floor(text.length / 2)])).toThrow(SyntaxError);
    }
  });

  it('keeps a 100 000-row answer in pieces no bigger than a chunk: each push is short, the whole is JSON.parse', () => {
    const rows = Array.from({ length: 100_000 }, (_, i) => ({ id: i + 1, name: `site${i}.ru`, url: `http://site${i}.ru/`, cid: (i % 40) + 1, isAvailable: i % 7 !== 0, checkedAt: '2026-11-28 09:00:00' }));
    const text = JSON.stringify({ success: true, data: { id: 1, name: 'Big', sites: rows } });
    let count = 0;
    const stream = new JsonArrayStream(['data', 'sites'], (entries) => (count += entries.length));
    const pushes: number[] = [];
    for (let from = 0; from < text.length; from += 65_536) {
      const started = performance.now();
      stream.push(text.slice(from, from + 65_536));
      pushes.push(performance.now() - started);
    }
    const value = stream.end() as { data: { sites: unknown[] } };
    expect(count).toBe(100_000);
    expect(value.data.sites).toHaveLength(100_000);
    expect(value.data.sites[99_999]).toEqual(rows[99_999]);
    pushes.sort((a, b) => a - b);
    // A 64 KiB chunk is ~500 rows: well under a frame even on a slow CI machine (the median, not a noisy max).
    expect(pushes[Math.floor(pushes.length / 2)]).toBeLessThan(16);
  });
});
