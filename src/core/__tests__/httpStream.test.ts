import { waitFor } from '@testing-library/react';
import { ReadableStream, type ReadableStreamDefaultController } from 'node:stream/web';
import { TextDecoder as NodeTextDecoder, TextEncoder } from 'node:util';
import { ApiError } from '../apiError';
import { d } from '../decode';
import { api } from '../http';
import { BIG_ANSWER, FIRST_SLICE } from '../slices';
import { installFetch } from '@test/setup';

/** A body as a stream of bytes (what fetch's Response makes of a text). */
function streamOf(text: string): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({ start: (c) => (c.enqueue(new TextEncoder().encode(text)), c.close()) });
}

/**
 * jsdom has no Response: the little of it that axios' fetch adapter and http.ts use (a body as a stream, read whole
 * by text() and json()), over Node's streams, as the browser's fetch answer has them.
 */
class StreamResponse {
  readonly body: ReadableStream<Uint8Array> | null;
  readonly status: number;
  readonly ok: boolean;
  readonly headers: Iterable<[string, string]> = [];
  constructor(body: ReadableStream<Uint8Array> | string | null, init: { status?: number } = {}) {
    this.body = typeof body === 'string' ? streamOf(body) : body;
    this.status = init.status ?? 200;
    this.ok = this.status >= 200 && this.status < 300;
  }
  async text(): Promise<string> {
    if (!this.body) return '';
    const decoder = new NodeTextDecoder();
    let text = '';
    for await (const piece of this.body) text += decoder.decode(piece, { stream: true });
    return text + decoder.decode();
  }
  async json(): Promise<unknown> {
    return JSON.parse(await this.text()) as unknown;
  }
}

// A browser's streams, TextDecoder and Response: where they are, http.ts reads an answer as it arrives.
const BROWSER = { TextDecoder: NodeTextDecoder, ReadableStream, Response: StreamResponse };
beforeAll(() => {
  Object.assign(globalThis, BROWSER);
});
afterAll(() => {
  for (const name of Object.keys(BROWSER)) delete (globalThis as Record<string, unknown>)[name];
});

/** An answer whose body the test sends piece by piece (as bytes: a Cyrillic letter may be cut in two). */
function streamedAnswer(status = 200) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const json = jest.fn(() => Promise.reject(new Error('read as a stream, not whole')));
  installFetch(() => Promise.resolve(Object.assign(new StreamResponse(body, { status }), { json }) as unknown as Response));
  const bytes = new TextEncoder();
  return {
    json,
    send: (bytesOf: Uint8Array) => controller.enqueue(bytesOf),
    text: (text: string) => bytes.encode(text),
    close: () => controller.close(),
  };
}

describe('a streamed answer', () => {
  it('hands over the first entries while the body is still arriving, then resolves with the whole answer', async () => {
    const body = streamedAnswer();
    const batches: unknown[][] = [];
    const call = api.get<{ name: string; sites: unknown[] }>('/api/list/5', { stream: { path: ['data', 'sites'], onEntries: (e) => batches.push(e) > 0 } });
    const json = JSON.stringify({ success: true, data: { name: 'Сайты', sites: [{ name: 'Сайт 1' }, { name: 'Сайт 2' }, { name: 'Сайт 3' }] } });
    const text = body.text(json);
    // Cut in the middle of the 'С' of 'Сайт 3' (two bytes): the decoder keeps the half until the rest comes.
    const cut = body.text(json.slice(0, json.indexOf('Сайт 3'))).length + 1;
    body.send(text.slice(0, cut));
    await waitFor(() => expect(batches.flat()).toEqual([{ name: 'Сайт 1' }, { name: 'Сайт 2' }]));
    body.send(text.slice(cut));
    body.close();
    await expect(call).resolves.toEqual({ name: 'Сайты', sites: [{ name: 'Сайт 1' }, { name: 'Сайт 2' }, { name: 'Сайт 3' }] });
    expect(batches.flat()).toHaveLength(3);
    expect(body.json).not.toHaveBeenCalled();
  });

  it('fails as a whole answer does: success false says its message, a cut body the fallback', async () => {
    const refused = streamedAnswer();
    const call = api.get('/api/list/5', { stream: { path: ['data'], onEntries: () => false } });
    refused.send(refused.text('{"success":false,"message":"Нет доступа"}'));
    refused.close();
    await expect(call).rejects.toMatchObject({ message: 'Нет доступа' });

    const cut = streamedAnswer();
    const entries: unknown[] = [];
    const cutCall = api.get('/api/list/5', { stream: { path: ['data'], onEntries: (e) => entries.push(...e) > 0 } });
    cut.send(cut.text('{"success":true,"data":[1,2,'));
    cut.close();
    await expect(cutCall).rejects.toBeInstanceOf(ApiError);
    // What was handed over before the body broke off is the caller's to drop when the call fails.
    expect(entries).toEqual([1, 2]);
  });

  it('reads a failing status whole, without handing anything over', async () => {
    installFetch(() => Promise.resolve(new StreamResponse('{"success":false,"message":"Запрещено","data":[1]}', { status: 403 }) as unknown as Response));
    const onEntries = jest.fn();
    await expect(api.get('/api/list/5', { stream: { path: ['data'], onEntries } })).rejects.toMatchObject({ message: 'Запрещено', status: 403 });
    expect(onEntries).not.toHaveBeenCalled();
  });

  it("shows a big list's first screenful while the rest arrives; a page of 100 rows once, whole", async () => {
    const rows = d.records({ id: d.id, name: d.text });
    const entries = Array.from({ length: BIG_ANSWER + 500 }, (_, i) => ({ id: i + 1, name: `Строка ${i + 1}` }));
    const json = JSON.stringify({ success: true, data: entries, meta: { total_count: entries.length } });
    const cut = json.indexOf(`{"id":${BIG_ANSWER + 2},`);

    const big = streamedAnswer();
    const preview = jest.fn();
    const call = api.list('/api/rows', { rows, preview });
    big.send(big.text(json.slice(0, cut)));
    // The reader yields between pieces (as in a page): wait for it, not for one turn.
    await waitFor(() => expect(preview).toHaveBeenCalledTimes(1));
    expect(preview.mock.calls[0][0]).toEqual(entries.slice(0, FIRST_SLICE));
    big.send(big.text(json.slice(cut)));
    big.close();
    const page = await call;
    expect(page.rows).toHaveLength(BIG_ANSWER + 500);
    expect(page.total).toBe(BIG_ANSWER + 500);
    expect(preview).toHaveBeenCalledTimes(1);

    const small = streamedAnswer();
    const smallCall = api.list('/api/rows', { rows, preview });
    small.send(small.text(JSON.stringify({ success: true, data: entries.slice(0, 100) })));
    small.close();
    expect((await smallCall).rows).toHaveLength(100);
    expect(preview).toHaveBeenCalledTimes(1);
  });

  it('decodes the rows of a d.rows decoder batch by batch as they arrive, each entry once', async () => {
    const decoded: number[] = [];
    const rows = d.rows((raw) => {
      const id = d.id((raw as { id?: unknown } | null)?.id);
      if (id !== null) decoded.push(id);
      return id === null ? null : { id };
    });
    const entries = [...Array.from({ length: BIG_ANSWER + 500 }, (_, i) => ({ id: i + 1 })), { id: 'x' }, null];
    const json = JSON.stringify({ success: true, data: entries });
    const cut = json.indexOf(`{"id":${BIG_ANSWER + 2}}`);
    const answer = streamedAnswer();
    const preview = jest.fn();
    const call = api.list('/api/rows', { rows, preview });
    answer.send(answer.text(json.slice(0, cut)));
    // Decoded before the body is all in: the first BIG_ANSWER + 1 rows.
    await waitFor(() => expect(decoded).toHaveLength(BIG_ANSWER + 1));
    expect(preview.mock.calls[0][0]).toEqual(entries.slice(0, FIRST_SLICE));
    answer.send(answer.text(json.slice(cut)));
    answer.close();
    const page = await call;
    expect(page.rows).toHaveLength(BIG_ANSWER + 500);
    expect(page.rows.at(-1)).toEqual({ id: BIG_ANSWER + 500 });
    // Each entry decoded once: the whole answer is not decoded again at the end.
    expect(decoded).toHaveLength(BIG_ANSWER + 500);
  });
});
