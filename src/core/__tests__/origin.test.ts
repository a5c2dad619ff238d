// Issue 13: the CSRF token never leaves the page's origin. Every kind of call, every way a URL can
// point elsewhere once the browser's parser has read it: refused before it is sent, said in the console.
import { ApiError, OFFSITE_ERROR } from '../apiError';
import { pagePath, sitePath } from '../basePath';
import { d } from '../decode';
import { api } from '../http';
import { backend } from '@test/setup';

/** Each resolves to another host (or to no valid URL) by the URL parser's rules. */
const OFFSITE = [
  'https://evil.example/api',
  '//evil.example/api',
  '/\\evil.example/api',
  '\\\\evil.example/api',
  '/\\\\evil.example/api',
  '/\t/evil.example/api',
  '/\n/evil.example/api',
  '\t//evil.example/api',
  'HTTPS://evil.example/api',
];

const CALLS: Record<string, (url: string) => Promise<unknown>> = {
  get: (url) => api.get(url),
  list: (url) => api.list(url, { rows: d.list(d.text) }),
  post: (url) => api.post(url, { a: 1 }),
  put: (url) => api.put(url, { a: 1 }),
  patch: (url) => api.patch(url, { a: 1 }),
  delete: (url) => api.delete(url),
};

describe('requests stay on the page origin', () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errors.mockRestore());

  for (const [kind, call] of Object.entries(CALLS)) {
    it(`${kind}: refuses every URL that resolves to another host, before sending it`, async () => {
      for (const url of OFFSITE) {
        errors.mockClear();
        const error = await call(url).then(() => 'sent', (e: unknown) => e);
        expect(error).toBeInstanceOf(ApiError);
        expect((error as ApiError).messages).toEqual([OFFSITE_ERROR]);
        expect(errors).toHaveBeenCalledTimes(1);
        expect(String(errors.mock.calls[0][0])).toMatch(/^\[http\] (GET|POST|PUT|PATCH|DELETE) .* refused: it resolves to .*, not this page's origin http:\/\/localhost/);
      }
      expect(backend.requests).toHaveLength(0);
    });
  }

  it('lets through what stays here: relative paths, a %5C in a path, "//" inside a path', async () => {
    for (const url of ['/probe', 'probe', '/a/%5Cevil.example/b', '/a//evil.example/b', 'http://localhost/x']) {
      await api.get(url).catch(() => undefined);
    }
    expect(backend.requests.map((r) => r.path)).toEqual(['/probe', '/probe', '/a/\\evil.example/b', '/a//evil.example/b', '/x']);
    expect(errors.mock.calls.filter(([m]) => String(m).startsWith('[http]'))).toEqual([]);
  });

  it('a page opened at //evil.example/… builds its calls on this site', async () => {
    expect(pagePath('//evil.example/preferences/deleted/sites/')).toBe('/evil.example/preferences/deleted/sites');
    expect(pagePath('/\\/evil.example/x')).toBe('/evil.example/x');
    await api.get(`${pagePath('//evil.example/preferences/deleted/sites')}/columns`).catch(() => undefined);
    expect(backend.requests[0].path).toBe('/evil.example/preferences/deleted/sites/columns');
  });

  it('a site prefix that slipped past the props check is still refused by http', async () => {
    for (const prefix of ['/\\evil.example', '/\t/evil.example']) {
      await expect(api.get(sitePath('/api/hb/sites-lists', prefix))).rejects.toThrow(OFFSITE_ERROR);
    }
    expect(backend.requests).toHaveLength(0);
  });
});
