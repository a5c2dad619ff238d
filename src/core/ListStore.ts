import { compareStructural, makeAutoObservable, reaction, runInAction } from 'mobx';
import { isAborted, type Page } from './http';
import { notify } from './notify';
import { localPaging, type Paging, type PagingBinding } from './paging';
import type { PerPage } from './hash/fields';

export type LoadState = 'idle' | 'waiting' | 'building' | 'done' | 'error';

/** The spec's load-state texts (I 9). */
export const LOAD_STATE_TEXT: Partial<Record<LoadState, string>> = {
  waiting: 'Ожидаю данные...',
  building: 'Данные получены. Строю таблицу...',
};

export interface ListStoreOptions<Row, Q> {
  /** Observable inputs (filters); a change reloads. */
  query: () => Q;
  load: (query: Q, paging: Paging, signal: AbortSignal) => Promise<Page<Row>>;
  paging?: PagingBinding;
  /** How long 'Данные получены. Строю таблицу...' stays once the rows are in (S 4: 100 ms; the period report 500 ms). */
  buildingMs?: number;
}

export const BUILDING_MS = 100;

/**
 * The paginated, sorted, filtered list every list screen uses. Latest wins: a new load aborts the
 * one in flight and a stale answer is never applied; the previous rows stay while the next loads.
 */
export class ListStore<Row, Q = unknown> {
  rows: Row[] = [];
  /** null: the server's count is missing or absurd; the paginator shows it as unknown. */
  total: number | null = 0;
  state: LoadState = 'idle';
  error: string | null = null;
  readonly paging: PagingBinding;
  private controller: AbortController | null = null;

  constructor(private readonly options: ListStoreOptions<Row, Q>) {
    this.paging = options.paging ?? localPaging();
    makeAutoObservable<ListStore<Row, Q>, 'options' | 'controller'>(
      this,
      { options: false, controller: false, paging: false },
      { autoBind: true },
    );
  }

  get loading(): boolean {
    return this.state === 'waiting' || this.state === 'building';
  }

  get loaded(): boolean {
    return this.state === 'done';
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
      () => ({ query: this.options.query(), paging: this.currentPaging() }),
      () => void this.load(),
      { equals: compareStructural, fireImmediately: true },
    );
    return () => {
      stop();
      this.controller?.abort();
    };
  }

  async load(): Promise<void> {
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    this.state = 'waiting';
    this.error = null;
    try {
      const paging = this.currentPaging();
      const page = await this.options.load(this.options.query(), paging, controller.signal);
      if (controller !== this.controller) return;
      if (this.isPastTheEnd(page, paging)) {
        // #p=999999 of 137 rows: the last page instead of 'nothing found' (the hash entry is replaced, not added).
        this.paging.update({ page: Math.ceil((page.total ?? 0) / Number(paging.perPage)) }, 'replace');
        return;
      }
      runInAction(() => {
        this.rows = page.rows;
        this.total = page.total;
        this.state = 'building';
      });
      setTimeout(() => runInAction(() => {
        if (controller === this.controller && this.state === 'building') this.state = 'done';
      }), this.options.buildingMs ?? BUILDING_MS);
    } catch (error) {
      if (isAborted(error) || controller !== this.controller) return;
      runInAction(() => {
        this.state = 'error';
        this.error = notify.error(error).join('\n');
      });
    }
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

  /** Replace a row locally after a save (toggles, inline edits) without a reload. */
  replaceRow(match: (row: Row) => boolean, next: Row): void {
    this.rows = this.rows.map((row) => (match(row) ? next : row));
  }

  private currentPaging(): Paging {
    const { page, perPage, sort, order } = this.paging;
    return { page, perPage, sort, order };
  }
}
