// The additions of issue 15: the answer's meta through the screen's decoder, and 'load more'.
import { observable, runInAction } from 'mobx';
import { ApiError } from '../apiError';
import type { Page } from '../http';
import { ListStore } from '../ListStore';
import { notify } from '../notify';
import { localPaging, type Paging } from '../paging';

interface Call {
  resolve(page: Page<number>): void;
  reject(e: unknown): void;
  signal: AbortSignal;
  paging: Paging;
}

function harness(perPage = 2) {
  const filters = observable({ q: '' });
  const calls: Call[] = [];
  const list = new ListStore<number, { q: string }, { compiledAt: string }>({
    query: () => ({ q: filters.q }),
    paging: localPaging({ perPage }),
    buildingMs: 0,
    meta: (raw) => ({ compiledAt: typeof raw === 'object' && raw !== null && 'compiled_at' in raw && typeof raw.compiled_at === 'string' ? raw.compiled_at : '' }),
    load: (_q, paging, signal) => new Promise((resolve, reject) => calls.push({ resolve, reject, signal, paging })),
  });
  return { filters, calls, list };
}

const answer = (rows: number[], total: number | null, meta: Record<string, unknown> = {}): Page<number> => ({ rows, total, meta, extra: {} });
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('ListStore meta and load more', () => {
  it('decodes the meta of every answer with the screen decoder, a garbage meta included', async () => {
    const { calls, list, filters } = harness();
    const stop = list.start();
    expect(list.meta).toBeUndefined();
    calls[0].resolve(answer([1, 2], 5, { compiled_at: '2026-11-23 01:00' }));
    await tick();
    expect(list.meta).toEqual({ compiledAt: '2026-11-23 01:00' });
    runInAction(() => (filters.q = 'x'));
    calls[1].resolve(answer([3], 1, { compiled_at: 42 }));
    await tick();
    expect(list.meta).toEqual({ compiledAt: '' });
    stop();
  });

  it('appends the next pages, keeps what is loaded and the paged page, and stops at the total', async () => {
    const { calls, list } = harness();
    const stop = list.start();
    calls[0].resolve(answer([1, 2], 5));
    await tick();
    expect(list.canLoadMore).toBe(true);
    void list.loadMore();
    void list.loadMore(); // one at a time
    expect(calls).toHaveLength(2);
    expect(calls[1].paging).toMatchObject({ page: 2, perPage: 2 });
    expect(list.loadingMore).toBe(true);
    expect(list.rows).toEqual([1, 2]);
    calls[1].resolve(answer([3, 4], 5, { compiled_at: 'b' }));
    await tick();
    expect(list.rows).toEqual([1, 2, 3, 4]);
    expect(list.meta).toEqual({ compiledAt: 'b' });
    expect(list.paging.page).toBe(1);
    expect(list.lastLoadedPage).toBe(2);
    void list.loadMore();
    expect(calls[2].paging.page).toBe(3);
    calls[2].resolve(answer([5], 5));
    await tick();
    expect(list.rows).toEqual([1, 2, 3, 4, 5]);
    expect(list.canLoadMore).toBe(false);
    stop();
  });

  it('with an unknown total, offers more while the pages come full', async () => {
    const { calls, list } = harness();
    const stop = list.start();
    calls[0].resolve(answer([1, 2], null));
    await tick();
    expect(list.canLoadMore).toBe(true);
    void list.loadMore();
    calls[1].resolve(answer([3], null));
    await tick();
    expect(list.canLoadMore).toBe(false);
    stop();
  });

  it('a new filter aborts a load more in flight and starts again from the paged page', async () => {
    const { calls, list, filters } = harness();
    const stop = list.start();
    calls[0].resolve(answer([1, 2], 5));
    await tick();
    void list.loadMore();
    runInAction(() => (filters.q = 'y'));
    expect(calls[1].signal.aborted).toBe(true);
    expect(list.loadingMore).toBe(false);
    calls[1].resolve(answer([3, 4], 5));
    calls[2].resolve(answer([7, 8], 4));
    await tick();
    expect(list.rows).toEqual([7, 8]);
    expect(list.lastLoadedPage).toBe(1);
    stop();
  });

  it('a failed load more shows the error toast and keeps the rows', async () => {
    const { calls, list } = harness();
    const stop = list.start();
    calls[0].resolve(answer([1, 2], 5));
    await tick();
    void list.loadMore();
    calls[1].reject(new ApiError('Сервер занят'));
    await tick();
    expect(notify.toasts.at(-1)?.lines).toEqual(['Сервер занят']);
    expect(list.rows).toEqual([1, 2]);
    expect(list.loadingMore).toBe(false);
    expect(list.state).toBe('ready');
    expect(list.canLoadMore).toBe(true);
    stop();
  });
});

describe('ListStore load more driven by the answer (nextPage)', () => {
  it('asks for the page the answer names, whatever the page size, and stops when it names none or goes back', async () => {
    const calls: Call[] = [];
    const list = new ListStore<number, Record<string, never>, { next: number | null }>({
      query: () => ({}),
      paging: localPaging({ perPage: 'all' }),
      buildingMs: 0,
      meta: (raw) => ({ next: typeof raw === 'object' && raw !== null && 'page_next' in raw && typeof raw.page_next === 'number' ? raw.page_next : null }),
      nextPage: (meta) => meta?.next ?? null,
      load: (_q, paging, signal) => new Promise((resolve, reject) => calls.push({ resolve, reject, signal, paging })),
    });
    const stop = list.start();
    calls[0].resolve(answer([1, 2, 3], null, { page_next: 2 }));
    await tick();
    expect(list.canLoadMore).toBe(true);
    void list.loadMore();
    expect(calls[1].paging.page).toBe(2);
    calls[1].resolve(answer([4], null, { page_next: 1 })); // a page already shown: not asked again
    await tick();
    expect(list.rows).toEqual([1, 2, 3, 4]);
    expect(list.canLoadMore).toBe(false);
    stop();
  });
});
