// The race helper's own check: a ListStore passes it; a store that only ignores stale answers, or
// applies whatever arrives last, fails it (so a race test is not one that passes whatever the code does).
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { api } from '@core/http';
import { ListStore } from '@core/ListStore';
import type { ListLoadState } from '@core/loadState';
import { localPaging, pagingParams } from '@core/paging';
import { expectLatestWins, type LatestWinsOptions } from './races';

const PATH = '/preferences/deleted/sites/search';

const search = (text: string, signal?: AbortSignal) =>
  api.list<unknown>(PATH, { rows: (data) => (Array.isArray(data) ? data : []), params: { search: text || undefined, ...pagingParams({ page: 1, perPage: 50, sort: '', order: 'desc' }) }, signal });

/** The right way: the core ListStore. */
class GoodStore {
  text = '';
  readonly list = new ListStore<unknown, string>({ query: () => this.text, load: (text, _paging, signal) => search(text, signal), paging: localPaging() });
  constructor() {
    makeAutoObservable(this, { list: false }, { autoBind: true });
  }
  setText(text: string): void {
    this.text = text;
  }
  start(): () => void {
    return this.list.start();
  }
}

/** Loads without aborting; `dropStale` ignores answers that are not the latest, otherwise the last to arrive wins. */
class HandMadeStore {
  text = '';
  rows: unknown[] = [];
  total: number | null = 0;
  state: ListLoadState = 'idle';
  error: string | null = null;
  private seq = 0;
  constructor(private readonly dropStale: boolean) {
    makeAutoObservable<HandMadeStore, 'seq' | 'dropStale'>(this, { seq: false, dropStale: false }, { autoBind: true });
  }
  setText(text: string): void {
    this.text = text;
  }
  start(): () => void {
    return reaction(() => this.text, (text) => void this.load(text), { fireImmediately: true });
  }
  private async load(text: string): Promise<void> {
    const mine = ++this.seq;
    runInAction(() => (this.state = 'loading'));
    const page = await search(text);
    if (this.dropStale && mine !== this.seq) return;
    runInAction(() => {
      this.rows = page.rows;
      this.total = page.total;
      this.state = 'ready';
    });
  }
}

/** Aborts as it should, but counts the rows it got instead of reading the total of the answer. */
class RowCountingStore {
  text = '';
  rows: unknown[] = [];
  total: number | null = 0;
  state: ListLoadState = 'idle';
  error: string | null = null;
  private controller: AbortController | null = null;
  constructor() {
    makeAutoObservable<RowCountingStore, 'controller'>(this, { controller: false }, { autoBind: true });
  }
  setText(text: string): void {
    this.text = text;
  }
  start(): () => void {
    return reaction(() => this.text, (text) => void this.load(text), { fireImmediately: true });
  }
  private async load(text: string): Promise<void> {
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    this.state = 'loading';
    try {
      const page = await search(text, controller.signal);
      runInAction(() => {
        this.rows = page.rows;
        this.total = page.rows.length;
        this.state = 'ready';
      });
    } catch {
      // aborted
    }
  }
}

const race = <S extends { start(): () => void; setText(text: string): void }>(
  makeStore: () => S,
  list: LatestWinsOptions<S>['list'],
  texts = ['media', 'novosti'],
) => expectLatestWins({ at: '/preferences/deleted/sites', makeStore, list, path: PATH, changes: texts.map((t) => (store: S) => store.setText(t)) });

describe('expectLatestWins', () => {
  it('passes a ListStore: the latest answer shown, the earlier requests aborted', async () => {
    const { requests } = await race(() => new GoodStore(), (store) => store.list);
    expect(requests.map((r) => [r.query.search, r.aborted ?? false, r.status])).toEqual([
      [undefined, true, undefined],
      ['media', true, undefined],
      ['novosti', false, 200],
    ]);
  });

  it('fails a store that ignores stale answers but never aborts their requests', async () => {
    await expect(race(() => new HandMadeStore(true), (store) => store)).rejects.toThrow('change 1 did not abort the request of the first load');
  });

  it('fails a store that shows whichever answer arrives last', async () => {
    await expect(race(() => new HandMadeStore(false), (store) => store)).rejects.toThrow('did not abort');
  });

  it('fails a store whose total is not the answer\'s', async () => {
    await expect(race(() => new RowCountingStore(), (store) => store, ['novosti', 'a'])).rejects.toThrow(/"total": \d+/);
  });

  it('refuses changes whose answers are the same: such a race proves nothing', async () => {
    await expect(race(() => new GoodStore(), (store) => store.list, ['zzz-nothing', 'yyy-nothing'])).rejects.toThrow('gets the same answer as the latest change');
  });
});
