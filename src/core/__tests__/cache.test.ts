import { cacheGet, cacheSet, cached, DEFAULT_TTL_SECONDS } from '../cache';

describe('cache', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps a value for its time to live (7 days by default) in localStorage', () => {
    const now = 1_000_000;
    cacheSet('k', { a: 1 }, undefined, now);
    expect(cacheGet('k', now + DEFAULT_TTL_SECONDS * 1000 - 1)).toEqual({ a: 1 });
    expect(cacheGet('k', now + DEFAULT_TTL_SECONDS * 1000)).toBeUndefined();
  });

  it('loads once and then answers from the cache', async () => {
    const load = jest.fn().mockResolvedValue([1, 2]);
    expect(await cached('list', load)).toEqual([1, 2]);
    expect(await cached('list', load)).toEqual([1, 2]);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
