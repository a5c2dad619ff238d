import { ListStore } from '../ListStore';
import { localPaging } from '../paging';
import { observable, runInAction } from 'mobx';
import { ApiError } from '../apiError';
import { notify } from '../notify';
import { Selection } from '../selection';
import type { Page } from '../http';

interface Deferred {
  preview?: (rows: string[]) => void;
  resolve(page: Page<string>): void;
  reject(e: unknown): void;
  signal: AbortSignal;
  query: string;
}

function harness() {
  const filters = observable({ q: '' });
  const calls: Deferred[] = [];
  const list = new ListStore<string, { q: string }>({
    query: () => ({ q: filters.q }),
    paging: localPaging({ sort: 'id' }),
    load: (q, _paging, signal, preview) =>
      new Promise((resolve, reject) => calls.push({ resolve, reject, signal, query: q.q, preview })),
  });
  return { filters, calls, list };
}

const page = (rows: string[], total = rows.length): Page<string> => ({ rows, total, meta: {}, extra: {} });
const flush = () => new Promise((r) => setTimeout(r, 0));
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('ListStore', () => {
  it('shows the first screenful of an answer still arriving, building, and the rows before again when it fails', async () => {
    const { filters, calls, list } = harness();
    const stop = list.start();
    calls[0].resolve(page(['a', 'b'], 200));
    await flush();
    runInAction(() => (filters.q = 'x'));
    calls[1].preview?.(['x1', 'x2']);
    expect(list.rows).toEqual(['x1', 'x2']);
    expect(list.state).toBe('building');
    expect(list.stateText).toBe('Данные получены. Строю таблицу...');
    expect(list.shownTotal).toBeUndefined();
    // 'Load more' waits for the whole answer: it would append to a first screenful.
    expect(list.canLoadMore).toBe(false);
    calls[1].resolve(page(['x1', 'x2', 'x3'], 3));
    await flush();
    expect(list.rows).toEqual(['x1', 'x2', 'x3']);

    // A newer load: the older call's late preview is dropped; a failure after a preview shows the rows before.
    runInAction(() => (filters.q = 'y'));
    calls[1].preview?.(['stale']);
    calls[2].preview?.(['y1']);
    expect(list.rows).toEqual(['y1']);
    calls[2].reject(new ApiError('Нет доступа'));
    await flush();
    expect(list.state).toBe('failed');
    expect(list.rows).toEqual(['x1', 'x2', 'x3']);
    expect(list.shownTotal).toBe(3);
    expect(notify.toasts.at(-1)).toMatchObject({ lines: ['Нет доступа'] });
    stop();
  });

  // Issue 32.5: a lying or huge answer (100 000 rows for a page of 50) never reaches the table whole.
  it('keeps a tick on a row past the first screenful while the rest of the answer arrives', async () => {
    const { filters, calls, list } = harness();
    const selection = new Selection<string>();
    const stop = list.start();
    const keep = list.retainSelection(selection, (row) => row);
    calls[0].resolve(page(['a', 'b', 'c']));
    await flush();
    selection.toggle('c');
    selection.toggle('b');
    runInAction(() => (filters.q = 'x'));
    calls[1].preview?.(['a']);
    expect(list.previewing).toBe(true);
    expect(selection.has('c')).toBe(true);
    calls[1].resolve(page(['a', 'c']));
    await flush();
    expect(list.previewing).toBe(false);
    expect([selection.has('b'), selection.has('c')]).toEqual([false, true]);
    keep();
    stop();
  });

  it('keeps no more rows than the page it asked for, and load more appends no more than a page', async () => {
    const { calls, list } = harness();
    const stop = list.start();
    const huge = Array.from({ length: 100_000 }, (_, i) => `r${i}`);
    calls[0].resolve(page(huge, 200));
    await flush();
    expect(list.rows).toHaveLength(50);
    expect(list.rows.at(-1)).toBe('r49');
    expect(list.canLoadMore).toBe(true);
    void list.loadMore();
    calls[1].resolve(page(huge, 200));
    await flush();
    expect(list.rows).toHaveLength(100);
    stop();
  });

  it('shows the spec load states and keeps previous rows while the next page loads', async () => {
    const { calls, list } = harness();
    const stop = list.start();
    expect(list.stateText).toBe('Ожидаю данные...');
    calls[0].resolve(page(['a', 'b'], 120));
    await Promise.resolve();
    await Promise.resolve();
    expect(list.stateText).toBe('Данные получены. Строю таблицу...');
    // S 4: the building text stays 100 ms once the rows are in.
    await wait(60);
    expect(list.state).toBe('building');
    await wait(60);
    expect(list.state).toBe('ready');
    expect(list.pageCount).toBe(3);
    list.setPage(2);
    expect(list.rows).toEqual(['a', 'b']);
    expect(list.loading).toBe(true);
    stop();
  });

  it('latest wins: an out-of-order answer is never applied and the stale request is aborted', async () => {
    const { filters, calls, list } = harness();
    const stop = list.start();
    runInAction(() => (filters.q = 'first'));
    runInAction(() => (filters.q = 'second'));
    expect(calls.map((c) => c.query)).toEqual(['', 'first', 'second']);
    expect(calls[0].signal.aborted).toBe(true);
    expect(calls[1].signal.aborted).toBe(true);
    expect(calls[2].signal.aborted).toBe(false);
    calls[2].resolve(page(['second']));
    calls[1].resolve(page(['first']));
    await flush();
    expect(list.rows).toEqual(['second']);
    stop();
  });

  it('sorting a new column goes ascending, the same column flips, and both return to page 1', () => {
    const { list } = harness();
    list.paging.update({ page: 3 });
    list.sortBy('name');
    expect(list.paging).toMatchObject({ sort: 'name', order: 'asc', page: 1 });
    list.sortBy('name');
    expect(list.paging.order).toBe('desc');
  });

  it('a failed load shows the error toast and leaves the loading state', async () => {
    const { calls, list } = harness();
    const stop = list.start();
    calls[0].reject(new ApiError('Нет доступа'));
    await flush();
    expect(list.state).toBe('failed');
    expect(notify.toasts.at(-1)).toMatchObject({ title: 'Ошибка', lines: ['Нет доступа'], delay: 5000 });
    stop();
  });
});
