import { compareStructural, makeAutoObservable, reaction, runInAction } from 'mobx';
import { isAborted, type Page, type Preview } from './http';
import type { Selection } from './selection';
import { notify } from './notify';
import { localPaging, pageRows, type Paging, type PagingBinding } from './paging';
import type { PerPage } from './hash/fields';
import type { ListLoadState } from './loadState';

/** The spec's load-state texts (I 9). */
export const LOAD_STATE_TEXT: Partial<Record<ListLoadState, string>> = {
  loading: 'Ожидаю данные...',
  building: 'Данные получены. Строю таблицу...',
};

export interface ListStoreOptions<Row, Q, M = undefined> {
  /** Observable inputs (filters); a change reloads. */
  query: () => Q;
  /**
   * The call. `preview`, handed on to `api.list`, shows the first screenful of a big answer while the rest
   * is still arriving ('Данные получены. Строю таблицу...'; issue 31).
   */
  load: ListLoad<Row, Q>;
  paging?: PagingBinding;
  /** How long 'Данные получены. Строю таблицу...' stays once the rows are in (S 4: 100 ms; the period report 500 ms). */
  buildingMs?: number;
  /**
   * Decodes the answer's `meta` (totals, columns, periods, compiled_at, permissions…) into `list.meta`;
   * it gets the raw, untrusted meta object. Without it `list.meta` stays undefined.
   */
  meta?: (raw: unknown) => M;
  /**
   * 'Load more' driven by the answer (S 7 user search: `meta.page_next`): the page to ask for next, or
   * null when there is none. Without it, the next page follows the loaded ones while the total says so.
   */
  nextPage?: (meta: M | undefined) => number | null;
}

export type ListLoad<Row, Q> = (query: Q, paging: Paging, signal: AbortSignal, preview?: Preview<Row>) => Promise<Page<Row>>;

export const BUILDING_MS = 100;


/**
 * The paginated, sorted, filtered list every list screen uses. Latest wins: a new load aborts the
 * one in flight and a stale answer is never applied; the previous rows stay while the next loads.
 */
export class ListStore<Row, Q = unknown, M = undefined> {
  rows: Row[] = [];
  /** The answer's meta as the screen's decoder reads it (undefined before the first answer or without a decoder). */
  meta: M | undefined = undefined;
  /** 'Load more' (I 2.1): the last page appended after the current one; 0 when only the paged page is shown. */
  morePages = 0;
  /** A 'load more' request is in flight (the loaded rows stay usable meanwhile). */
  loadingMore = false;
  /** null: the server's count is missing or absurd; the paginator shows it as unknown. */
  total: number | null = 0;
  /** An answer was applied: until then there is no total to say ('Всего: 0' while loading is a lie). */
  answered = false;
  state: ListLoadState = 'idle';
  /** The rows are the first screenful of an answer still arriving (`preview`): not yet the list to act on. */
  previewing = false;
  error: string | null = null;
  readonly paging: PagingBinding;
  private controller: AbortController | null = null;
  private moreController: AbortController | null = null;
  /** The last answered page came full: with an unknown total, there may be a next one. */
  private lastPageFull = false;

  constructor(private readonly options: ListStoreOptions<Row, Q, M>) {
    this.paging = options.paging ?? localPaging();
    makeAutoObservable<ListStore<Row, Q, M>, 'options' | 'controller' | 'moreController'>(
      this,
      { options: false, controller: false, moreController: false, paging: false },
      // deep: false, the rows and meta are references: replaced whole, never changed in place, so an
      // answer of 100 000 rows is not made observable row by row (seconds of one task).
      { autoBind: true, deep: false },
    );
  }

  get loading(): boolean {
    return this.state === 'loading' || this.state === 'building';
  }

  get loaded(): boolean {
    return this.state === 'ready';
  }

  /** The total to say: none before the first answer (loading, or its load failed). */
  get shownTotal(): number | null | undefined {
    return this.answered ? this.total : undefined;
  }

  get isEmpty(): boolean {
    return this.loaded && this.rows.length === 0;
  }

  /** Pages there are (at least 1); with an unknown total, as far as the current page and, if it was full, the next. */
  get pageCount(): number {
    const per = this.paging.perPage;
    if (per === 'all') return 1;
    if (this.total === null) return this.paging.page + (this.rows.length >= per ? 1 : 0);
    return Math.max(1, Math.ceil(this.total / per));
  }

  get stateText(): string | undefined {
    return LOAD_STATE_TEXT[this.state];
  }

  /** Loads now and whenever the query or paging changes; returns the disposer (for useEffect). */
  start(): () => void {
    const stop = reaction(
      // A size the server sets (serverSizedPaging) changes with its answer: that is no reason to ask again.
      () => ({ query: this.options.query(), paging: { ...this.currentPaging(), perPage: this.paging.perPageChosen ? this.paging.perPage : null } }),
      () => void this.load(),
      { equals: compareStructural, fireImmediately: true },
    );
    return () => {
      stop();
      this.controller?.abort();
      this.cancelMore();
    };
  }

  /** The last page whose rows are loaded: the paged page plus the pages 'load more' appended. */
  get lastLoadedPage(): number {
    return this.paging.page + this.morePages;
  }

  /** Whether 'load more' has a next page to append (with an unknown total: the last page came full). */
  get canLoadMore(): boolean {
    const per = this.paging.perPage;
    if ((this.state !== 'ready' && this.state !== 'building') || this.previewing) return false;
    if (this.options.nextPage) return this.nextPageToAsk !== null;
    if (per === 'all') return false;
    if (this.total === null) return this.lastPageFull;
    return this.lastLoadedPage * per < this.total;
  }

  async load(): Promise<void> {
    this.cancelMore();
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    this.state = 'loading';
    this.error = null;
    const shownBefore = { rows: this.rows, answered: this.answered };
    const paging = this.currentPaging();
    const preview = (rows: Row[]): void => {
      if (controller !== this.controller) return;
      runInAction(() => {
        this.rows = pageRows(rows, paging);
        this.previewing = true;
        // The count of the answer before is not these rows': none is said until this answer is in.
        this.answered = false;
        this.state = 'building';
      });
    };
    try {
      const page = await this.options.load(this.options.query(), paging, controller.signal, preview);
      if (controller !== this.controller) return;
      // The size the answer itself set (serverSizedPaging reads it from the answer) is the page's size.
      if (!this.paging.perPageChosen) paging.perPage = this.paging.perPage;
      if (this.isPastTheEnd(page, paging)) {
        // #p=999999 of 137 rows: the last page instead of 'nothing found' (the hash entry is replaced, not added).
        this.paging.update({ page: Math.ceil((page.total ?? 0) / Number(paging.perPage)) }, 'replace');
        return;
      }
      runInAction(() => {
        this.rows = pageRows(page.rows, paging, page.total);
        this.previewing = false;
        this.total = page.total;
        this.answered = true;
        this.meta = this.decodeMeta(page);
        this.morePages = 0;
        this.lastPageFull = paging.perPage !== 'all' && page.rows.length >= paging.perPage;
        this.state = 'building';
      });
      setTimeout(() => runInAction(() => {
        if (controller === this.controller && this.state === 'building') this.state = 'ready';
      }), this.options.buildingMs ?? BUILDING_MS);
    } catch (error) {
      if (isAborted(error) || controller !== this.controller) return;
      runInAction(() => {
        // The first screenful of an answer that then failed is no list: the rows shown before stay.
        this.rows = shownBefore.rows;
        this.answered = shownBefore.answered;
        this.previewing = false;
        this.state = 'failed';
        this.error = notify.error(error).join('\n');
      });
    }
  }

  /**
   * 'Load more' (I 2.1): asks for the page after the last loaded one and appends its rows, keeping
   * everything loaded (and the paged page in the hash as it is). One at a time; a regular load
   * (filters, sort, page) aborts it. A failure shows the error toast and keeps the rows.
   */
  /** The page the answer names as next (nextPage), when it is one after the loaded ones. */
  private get nextPageToAsk(): number | null {
    const next = this.options.nextPage?.(this.meta) ?? null;
    return next !== null && Number.isSafeInteger(next) && next > this.lastLoadedPage ? next : null;
  }

  async loadMore(): Promise<void> {
    if (!this.canLoadMore || this.loadingMore) return;
    const controller = new AbortController();
    this.moreController = controller;
    this.loadingMore = true;
    const paging = { ...this.currentPaging(), page: this.nextPageToAsk ?? this.lastLoadedPage + 1 };
    try {
      const page = await this.options.load(this.options.query(), paging, controller.signal);
      if (controller !== this.moreController) return;
      runInAction(() => {
        this.rows = [...this.rows, ...pageRows(page.rows, paging)];
        this.total = page.total;
        this.meta = this.decodeMeta(page);
        this.morePages = paging.page - this.paging.page;
        this.lastPageFull = paging.perPage !== 'all' && page.rows.length >= paging.perPage;
        this.loadingMore = false;
        this.moreController = null;
      });
    } catch (error) {
      if (isAborted(error) || controller !== this.moreController) return;
      notify.error(error);
      runInAction(() => {
        this.loadingMore = false;
        this.moreController = null;
      });
    }
  }

  private cancelMore(): void {
    this.moreController?.abort();
    this.moreController = null;
    this.loadingMore = false;
  }

  private decodeMeta(page: Page<Row>): M | undefined {
    return this.options.meta ? this.options.meta(page.meta) : undefined;
  }

  setPage(page: number): void {
    this.paging.update({ page: Math.min(Math.max(1, Math.floor(page) || 1), this.pageCount) });
  }

  /** An empty page past the last one of a list that has rows. */
  private isPastTheEnd(page: Page<Row>, paging: Paging): boolean {
    return page.rows.length === 0 && paging.page > 1 && paging.perPage !== 'all' && page.total !== null && page.total > 0 && (paging.page - 1) * paging.perPage >= page.total;
  }

  setPerPage(perPage: PerPage): void {
    this.paging.update({ perPage, page: 1 });
  }

  /** A click on a sortable header: the same column flips the order, a new one sorts ascending. */
  sortBy(field: string): void {
    const order = this.paging.sort === field && this.paging.order === 'asc' ? 'desc' : 'asc';
    this.paging.update({ sort: field, order, page: 1 });
  }

  /**
   * Keeps ticked only the rows the list has, after each answer (not on the first screenful of one still
   * arriving: a tick on row 500 stays while the rest comes). Returns the disposer (for start()).
   */
  retainSelection<K extends string | number>(selection: Selection<K>, keyOf: (row: Row) => K): () => void {
    return reaction(
      () => (this.previewing ? null : this.rows),
      (rows) => rows && selection.retain(rows.map(keyOf)),
    );
  }

  /** Replace a row locally after a save (toggles, inline edits) without a reload. */
  replaceRow(match: (row: Row) => boolean, next: Row): void {
    this.rows = this.rows.map((row) => (match(row) ? next : row));
  }

  private currentPaging(): Paging {
    const { page, perPage, sort, order } = this.paging;
    return { page, perPage, sort, order };
  }
}
