import { createBackend } from '../../../fixtures/server/testing/backend';
import { fail, ok, route } from '../../../fixtures/server/core';
import { createDb } from '../../../fixtures/server/node/seeds';
import { ApiError } from '../apiError';
import { d } from '../decode';
import { api, formBody, http, setCsrfToken } from '../http';

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
  http.defaults.adapter = backend.adapter;
  return backend;
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
    expect(sent.search).toBe('with%5B%5D=filters&with%5B%5D=columns&filters%5Bname%5D=%D0%9C%D0%B8%D0%BA%D1%81+1&tags%5B%5D=7');
    // The stand-in reads it as PHP does: a one-item list is still a list.
    expect(sent.query).toEqual({ with: ['filters', 'columns'], 'filters[name]': 'Микс 1', tags: ['7'] });

    await api.get('/probe/list', { params: { id: [3, 4], short: 1 }, arrays: 'repeat' });
    expect(backend.last('GET', '/probe/list').search).toBe('id=3&id=4&short=1');
    // ...and as PHP would, keeps only the last of a repeated plain key.
    expect(backend.last('GET', '/probe/list').query).toEqual({ id: '4', short: '1' });
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
    http.defaults.adapter = backend.adapter;
    backend.standIn.faults.set({ method: 'GET', path: '/probe/list', kind: 'malformed-json' });
    const bad = (await api.get('/probe/list').catch((e: unknown) => e)) as ApiError;
    expect(bad).toBeInstanceOf(ApiError);
    expect(bad.messages).toEqual(['Что-то пошло не так!']);
  });

  it('sends JSON and form bodies and DELETE with a path id', async () => {
    const backend = useProbe();
    const saved = await api.post<{ a: number }>('/probe/echo', { a: 1 });
    expect(saved).toEqual({ data: { a: 1 }, message: 'Сохранено', redirect: undefined });
    await api.post('/probe/echo', formBody({ geo: [1, 2], name: 'x' }));
    expect(backend.last('POST', '/probe/echo').body).toEqual({ 'geo[]': ['1', '2'], name: 'x' });
    expect((await api.delete<{ id: number }>('/probe/item/5')).data).toEqual({ id: 5 });
  });

  it('an aborted request rejects as a cancel, not an error', async () => {
    const backend = useProbe();
    const hold = backend.hold('GET', '/probe/list');
    const controller = new AbortController();
    const pending = api.get('/probe/list', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(ApiError);
    hold.release();
  });
});
