import { createBackend } from '@fixtures/server/testing/backend';
import { fail, ok, route } from '@fixtures/server/core';
import { createDb } from '@fixtures/server/node/seeds';
import { ApiError, OFFSITE_ERROR, REDIRECT_ERROR } from '../apiError';
import { d } from '../decode';
import { api, http, isAborted, setCsrfToken } from '../http';
import { installFetch, sentQuery } from '@test/setup';

// The http layer against the stand-in's own dispatch, with routes made for this test.
const probe = route('/probe', (r) => {
  r.get('/list', (req) => ok(['a', 'b'], { total_count: 120, page: Number(req.query.page ?? 1) }));
  r.get('/counted', () => ok(['a'], { count: 7 }));
  r.get('/fail', () => fail('Нет доступа'));
  r.post('/save', () => fail('', { name: ['Поле Название обязательно для заполнения!'], url: { error: 'Поле Ссылка должно быть корректно заполнено!' } }));
  r.post('/echo', (req) => ok(req.body, undefined, { message: 'Сохранено' }));
  r.delete('/item/:id', (req) => ok({ id: Number(req.params.id) }));
});

function useProbe() {
  const backend = createBackend({ routes: [probe], makeDb: createDb });
  installFetch(backend.fetch);
  return backend;
}

/** What the client handed to fetch, each call: the URL and the init (method, headers, body, redirect). */
function watchFetch(backend: ReturnType<typeof useProbe>): Array<{ url: string; init: RequestInit }> {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  installFetch((input, init = {}) => {
    calls.push({ url: String(input), init });
    return backend.fetch(input, init);
  });
  return calls;
}

describe('http', () => {
  it('sends the ajax and CSRF headers and unwraps a list with its total', async () => {
    const backend = useProbe();
    setCsrfToken('test-csrf-token');
    const page = await api.list<string>('/probe/list', { rows: d.list(d.text), params: { page: 2, ids: [1, 2] } });
    expect(page).toMatchObject({ rows: ['a', 'b'], total: 120 });
    const req = backend.last('GET', '/probe/list');
    expect(req.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(req.headers['x-csrf-token']).toBe('test-csrf-token');
    expect(req.search).toBe('page=2&ids%5B%5D=1&ids%5B%5D=2');
    expect(req.query).toEqual({ page: '2', ids: ['1', '2'] });
    expect((await api.list('/probe/counted', { rows: d.list(d.text) })).total).toBe(7);
  });

  it('writes lists as key[]= (PHP reads no other list), nested keys as written, and repeats keys only when asked', async () => {
    const backend = useProbe();
    const params = { with: ['filters', 'columns'], 'filters[name]': 'Микс 1', tags: [7], none: [], skipped: null };
    expect(decodeURIComponent(http.getUri({ url: '/probe/list', params }))).toBe('/probe/list?with[]=filters&with[]=columns&filters[name]=Микс+1&tags[]=7');
    await api.get('/probe/list', { params });
    const sent = backend.last('GET', '/probe/list');
    expect(sentQuery(sent)).toBe('with[]=filters&with[]=columns&filters[name]=Микс+1&tags[]=7');
    expect(sent.search).toBe('with%5B%5D=filters&with%5B%5D=columns&filters%5Bname%5D=%D0%9C%D0%B8%D0%BA%D1%81+1&tags%5B%5D=7');
    // The stand-in reads it as PHP does: a one-item list is still a list.
    expect(sent.query).toEqual({ with: ['filters', 'columns'], 'filters[name]': 'Микс 1', tags: ['7'] });

    await api.get('/probe/list', { params: { id: [3, 4], short: 1 }, arrays: 'repeat' });
    expect(backend.last('GET', '/probe/list').search).toBe('id=3&id=4&short=1');
    // ...and as PHP would, keeps only the last of a repeated plain key.
    expect(backend.last('GET', '/probe/list').query).toEqual({ id: '4', short: '1' });
  });

  it('adds params after a query the URL already has, keeps `:` `,` `$` as written (an apostrophe as the URL parser writes it), and never sends a #fragment', async () => {
    const backend = useProbe();
    await api.get('/probe/list?page=3#top', { params: { 'ids[]': [1, 2], from: '2024-01-01 10:00', cols: 'a,b', price: '$5', odd: "it's (1)!" } });
    expect(backend.last('GET', '/probe/list').search).toBe("page=3&ids%5B%5D=1&ids%5B%5D=2&from=2024-01-01+10:00&cols=a,b&price=$5&odd=it%27s+(1)!");
    expect(backend.last('GET', '/probe/list').query).toMatchObject({ page: '3', ids: ['1', '2'], from: '2024-01-01 10:00', odd: "it's (1)!" });
  });

  it('turns success:false into an ApiError with the message, and field errors per field', async () => {
    useProbe();
    await expect(api.get('/probe/fail')).rejects.toMatchObject({ message: 'Нет доступа', messages: ['Нет доступа'] });
    const error = await api.post('/probe/save', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fieldErrors).toEqual({
      name: 'Поле Название обязательно для заполнения!',
      url: 'Поле Ссылка должно быть корректно заполнено!',
    });
    expect((error as ApiError).messages).toEqual(['Поле Название обязательно для заполнения!', 'Поле Ссылка должно быть корректно заполнено!']);
  });

  it('a request without the CSRF token is refused by the backend (403 envelope)', async () => {
    useProbe();
    setCsrfToken('');
    const error = (await api.get('/probe/list').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(403);
    setCsrfToken('test-csrf-token');
  });

  it('an HTTP 500 without an envelope and malformed JSON both become the fallback text', async () => {
    const backend = useProbe();
    backend.fail('GET', '/probe/list', 'Internal Server Error', 500);
    const e500 = (await api.get('/probe/list').catch((e: unknown) => e)) as ApiError;
    expect(e500.messages).toEqual(['Что-то пошло не так!']);
    backend.reset();
    backend.standIn.faults.set({ method: 'GET', path: '/probe/list', kind: 'malformed-json' });
    const bad = (await api.get('/probe/list').catch((e: unknown) => e)) as ApiError;
    expect(bad).toBeInstanceOf(ApiError);
    expect(bad.messages).toEqual(['Что-то пошло не так!']);
  });

  it('a success envelope under an error status is still a failure; a dropped connection is the fallback text', async () => {
    const backend = useProbe();
    backend.fail('GET', '/probe/list', { success: true, data: ['a'] }, 502);
    const e502 = (await api.get('/probe/list').catch((e: unknown) => e)) as ApiError;
    expect(e502).toBeInstanceOf(ApiError);
    expect(e502.status).toBe(502);
    backend.reset();
    backend.standIn.faults.set({ method: 'GET', path: '/probe/list', kind: 'network' });
    const dropped = (await api.get('/probe/list').catch((e: unknown) => e)) as ApiError;
    expect(dropped).toBeInstanceOf(ApiError);
    expect(dropped.status).toBe(0);
    expect(dropped.messages).toEqual(['Что-то пошло не так!']);
  });

  it("asks fetch never to follow a redirect, and a 3xx (fetch's opaque answer) is the redirect error", async () => {
    const backend = useProbe();
    const calls = watchFetch(backend);
    backend.standIn.faults.set({ method: 'POST', path: '/probe/save', kind: 'redirect', status: 307, location: 'https://evil.example/collect' });
    const error = (await api.post('/probe/save', { a: 1 }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.messages).toEqual([REDIRECT_ERROR]);
    expect(calls.map((c) => c.init.redirect)).toEqual(['manual']);
    expect(calls[0].url).toBe('http://localhost/probe/save');
  });

  it('refuses a URL of another origin before fetch is called, so no header of ours is ever attached to it', async () => {
    const backend = useProbe();
    const calls = watchFetch(backend);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = (await api.post('//evil.example/x', { a: 1 }, { params: { q: 1 } }).catch((e: unknown) => e)) as ApiError;
    errors.mockRestore();
    expect(error.messages).toEqual([OFFSITE_ERROR]);
    expect(calls).toEqual([]);
  });

  it('sends JSON and form bodies (axios writes them) and DELETE with a path id', async () => {
    const backend = useProbe();
    const saved = await api.post<{ a: number }>('/probe/echo', { a: 1 });
    expect(saved).toEqual({ data: { a: 1 }, message: 'Сохранено', redirect: undefined });
    expect(backend.last('POST', '/probe/echo').headers['content-type']).toBe('application/json');
    await api.post('/probe/echo', { geo: [1, 2], name: 'x', rule: { id: 3, none: null }, none: null, left: undefined }, { form: true });
    expect(backend.last('POST', '/probe/echo').headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(backend.last('POST', '/probe/echo').body).toEqual({ 'geo[]': ['1', '2'], name: 'x', 'rule[id]': '3' });
    const form = new FormData();
    form.append('file', new File(['a;b'], 'list.csv', { type: 'text/csv' }));
    form.append('name', 'Импорт');
    await api.post('/probe/echo', form);
    expect(backend.last('POST', '/probe/echo').body).toMatchObject({ name: 'Импорт', file: { name: 'list.csv', type: 'text/csv' } });
    expect((await api.delete<{ id: number }>('/probe/item/5')).data).toEqual({ id: 5 });
    await api.delete('/probe/item/6', { data: { tags: [1] } });
    expect(backend.last('DELETE', '/probe/item/6').body).toEqual({ tags: [1] });
  });

  it('hands fetch a multipart form as it is (the browser writes its boundary), URLSearchParams as a form and JSON as JSON', async () => {
    const backend = useProbe();
    const calls = watchFetch(backend);
    const multipart = new FormData();
    multipart.append('a', '1');
    await api.post('/probe/echo', multipart);
    await api.post('/probe/echo', new URLSearchParams({ a: '1', b: 'два' }));
    await api.post('/probe/echo', { a: 1 }, { headers: { 'X-Extra': 'yes' } });
    expect(calls[0].init.body).toBe(multipart);
    expect(Object.keys(calls[0].init.headers ?? {}).map((h) => h.toLowerCase())).not.toContain('content-type');
    expect(calls[1].init).toMatchObject({ body: 'a=1&b=%D0%B4%D0%B2%D0%B0', headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=utf-8' } });
    expect(backend.last('POST', '/probe/echo').body).toEqual({ a: 1 });
    expect(calls[2].init).toMatchObject({ method: 'POST', body: '{"a":1}', headers: { 'Content-Type': 'application/json', 'X-Extra': 'yes', 'X-Requested-With': 'XMLHttpRequest' } });
  });

  it('an aborted request rejects as a cancel, not an error', async () => {
    const backend = useProbe();
    const hold = backend.hold('GET', '/probe/list');
    const controller = new AbortController();
    const pending = api.get('/probe/list', { signal: controller.signal }).catch((e: unknown) => e);
    await new Promise((resolve) => setTimeout(resolve, 0));
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(ApiError);
    expect(isAborted(error)).toBe(true);
    expect(backend.all('GET', '/probe/list').map((r) => r.aborted)).toEqual([true]);
    hold.release();
  });

  it('an abort with a reason, or before sending, is still an abort (nothing shown), and nothing is sent for the latter', async () => {
    const backend = useProbe();
    backend.hold('GET', '/probe/list');
    const controller = new AbortController();
    const pending = api.get('/probe/list', { signal: controller.signal }).catch((e: unknown) => e);
    await new Promise((resolve) => setTimeout(resolve, 0));
    controller.abort(new Error('page left'));
    expect(isAborted(await pending)).toBe(true);
    const early = await api.get('/probe/counted', { signal: controller.signal }).catch((e: unknown) => e);
    expect(isAborted(early)).toBe(true);
    expect(backend.all('GET', '/probe/counted')).toEqual([]);
  });
});
