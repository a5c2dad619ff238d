import { compareStructural, makeAutoObservable, observableRef, reaction, runInAction } from 'mobx';
import { isAborted } from '../http';
import { BUILDING_MS, LOAD_STATE_TEXT } from '../ListStore';
import type { ListLoadState, LoadState } from '../loadState';
import { notify } from '../notify';
import { pageRows, type Paging, type PagingBinding } from '../paging';
import type { PerPage } from '../hash/fields';
import { sortRows, type SortValue } from './clientSort';
import type { ColumnSettings } from './ColumnSettings';
import type { ReportColumn } from './columns';
import { disposers } from '../disposers';
import { periodLayout, periodTotal, type PeriodLayout, type ReportPeriod } from './periods';

/** One answer of a report call, decoded by the screen's api. */
export interface ReportPage<Row, Info = undefined> {
  rows: Row[];
  /** Totals rows (zero or more), shown under the table and repeated on top of long ones. */
  totals: Row[];
  /** The columns the answer describes; [] when it describes none (the screen's own then apply). */
  columns: ReportColumn[];
  /** When the backend compiled the report (shown as d.m.Y H:i); null when not said. */
  compiledAt: string | null;
  /** Rows matching the filters over every page; null when the count is missing or absurd. */
  total: number | null;
  /** Whatever else the screen reads from the answer (filter options…). */
  info: Info;
  /** The periods whose columns repeat (S 2 generic report); absent or [] for a report without them. */
  periods?: ReportPeriod[];
}

export type RowKey = string | number;

export interface ReportStoreOptions<Row, Q, Info, Detail> {
  /** Observable filters; a change reloads. */
  query: () => Q;
  load: (query: Q, paging: Paging, signal: AbortSignal) => Promise<ReportPage<Row, Info>>;
  paging: PagingBinding;
  rowKey: (row: Row) => RowKey;
  /** Columns when the answer describes none. */
  columns?: ReportColumn[];
  /**
   * The report's own columns call (S 7 data table: {page}/columns/ for the filters), asked beside the rows once per
   * query: a page or a sort reuses it, even while it is still in flight; a new query, a failure or the store's stop asks
   * again. Its columns take the place of the answer's.
   */
  loadColumns?: (query: Q, signal: AbortSignal) => Promise<ReportColumn[]>;
  /** Visible columns and their order, saved per user and page. */
  settings?: ColumnSettings;
  /** How long 'Данные получены. Строю таблицу...' stays once the rows are in (S 4: 100 ms; the period report 500 ms). */
  buildingMs?: number;
  /** What a client-side sort compares (default: the row's field when it is a plain value). */
  sortValue?: (row: Row, field: string) => SortValue;
  /**
   * What else the report needs before it counts as ready (S 2: the KPI indicators); started with each
   * load, beside the data. The rows show as soon as they come; the state goes done when this is in too.
   */
  ready?: () => Promise<unknown>;
  /** An expanded row's details, loaded when it opens (absent: the row itself is the detail). */
  details?: (row: Row, query: Q, signal: AbortSignal) => Promise<Detail>;
}

export interface ExpandedRow<Detail> {
  key: RowKey;
  state: LoadState;
  detail: Detail | null;
}


const sameButSort = (a: Paging, b: Paging): boolean => a.page === b.page && a.perPage === b.perPage;

/** The row's own value of the field; a repeated column with no value of its own sorts by its periods' sum. */
function plainValue(row: unknown, field: string): SortValue {
  const value = (row as Record<string, unknown>)[field];
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : periodTotal(row, field);
}

/**
 * A report: rows, totals and columns as the backend describes them, the compile time, the load state
 * ('Ожидаю данные...' → 'Данные получены. Строю таблицу...' → done), latest-wins loading (a new load
 * aborts the one in flight; a stale answer is never applied), one expanded row at a time, and the
 * user's column settings. When one answer holds every row, a sort happens on the client, without a call.
 */
export class ReportStore<Row, Q = unknown, Info = undefined, Detail = undefined> {
  rows: Row[] = [];
  totals: Row[] = [];
  serverColumns: ReportColumn[] = [];
  compiledAt: string | null = null;
  periods: ReportPeriod[] = [];
  total: number | null = 0;
  /** An answer was applied: until then there is no total to say (as ListStore). */
  answered = false;
  info: Info | null = null;
  state: ListLoadState = 'idle';
  error: string | null = null;
  expanded: ExpandedRow<Detail> | null = null;
  /** The paging and sort of the answer shown (a client sort compares against it). */
  private loadedPaging: Paging | null = null;
  private controller: AbortController | null = null;
  private detailController: AbortController | null = null;
  /** The columns call of the last query asked (loadColumns), with its own abort: a new page of the same query keeps it. */
  private columnsAsk: { key: string; load: Promise<ReportColumn[]>; controller: AbortController } | null = null;
  /**
   * Row changes made while a load was in flight (a comment's count): its answer was asked for before
   * them and may not count them, so they are applied to it again when it lands.
   */
  private changedWhileLoading: Array<{ key: RowKey; change: (row: Row) => Row }> = [];

  constructor(private readonly options: ReportStoreOptions<Row, Q, Info, Detail>) {
    makeAutoObservable<ReportStore<Row, Q, Info, Detail>, 'options' | 'controller' | 'detailController' | 'columnsAsk' | 'loadedPaging' | 'changedWhileLoading'>(
      this,
      {
        options: false,
        // Called for every row on every render: plain functions, not actions.
        rowKey: false,
        isExpanded: false,
        controller: false,
        detailController: false,
        columnsAsk: false,
        changedWhileLoading: false,
        // Thousands of rows of dozens of fields: kept as given (immutable answers), never made deeply observable.
        rows: observableRef,
        totals: observableRef,
        serverColumns: observableRef,
        periods: observableRef,
        info: observableRef,
        expanded: observableRef,
        loadedPaging: observableRef,
      },
      { autoBind: true },
    );
  }

  get paging(): PagingBinding {
    return this.options.paging;
  }

  get settings(): ColumnSettings | undefined {
    return this.options.settings;
  }

  get loading(): boolean {
    return this.state === 'loading' || this.state === 'building';
  }

  /** The total to say: none before the first answer (loading, or its load failed). */
  get shownTotal(): number | null | undefined {
    return this.answered ? this.total : undefined;
  }

  get loaded(): boolean {
    return this.state === 'ready';
  }

  get isEmpty(): boolean {
    return this.loaded && this.rows.length === 0;
  }

  get stateText(): string | undefined {
    return LOAD_STATE_TEXT[this.state];
  }

  /** Every column the report has: the answer's, else the screen's. */
  get allColumns(): ReportColumn[] {
    return this.serverColumns.length ? this.serverColumns : (this.options.columns ?? []);
  }

  /** The columns shown, as the user arranged them. */
  get columns(): ReportColumn[] {
    return this.options.settings ? this.options.settings.arrange(this.allColumns) : this.allColumns;
  }

  /** The columns shown, split by the answer's periods: the card once, the others under each period. */
  get layout(): PeriodLayout {
    return periodLayout(this.columns, this.periods);
  }

  /** The answer holds every row of the filters: sorting needs no call. */
  get complete(): boolean {
    const p = this.loadedPaging;
    return p !== null && p.page === 1 && this.total !== null && this.rows.length >= this.total;
  }

  /** The rows in the order asked for: the server's, or sorted here when the answer is complete. */
  get shownRows(): Row[] {
    const { sort, order } = this.paging;
    const p = this.loadedPaging;
    if (!this.complete || !sort || (p && p.sort === sort && p.order === order)) return this.rows;
    const valueOf = this.options.sortValue ?? plainValue;
    return sortRows(this.rows, (row) => valueOf(row, sort), order);
  }

  get pageCount(): number {
    const per = this.paging.perPage;
    if (per === 'all') return 1;
    if (this.total === null) return this.paging.page + (this.rows.length >= per ? 1 : 0);
    return Math.max(1, Math.ceil(this.total / per));
  }

  rowKey(row: Row): RowKey {
    return this.options.rowKey(row);
  }

  isExpanded(row: Row): boolean {
    return this.expanded?.key === this.options.rowKey(row);
  }

  /** Loads now and on every change of the filters or paging (a sort of a complete answer excepted); returns the disposer. */
  start(): () => void {
    const stop = disposers(
      reaction(
        () => ({ query: this.options.query(), paging: this.currentPaging() }),
        (next, previous) => {
          // A new sort of a complete answer happens here (shownRows), without a call.
          if (previous && this.complete && compareStructural(next.query, previous.query) && sameButSort(next.paging, previous.paging)) return;
          void this.load();
        },
        { equals: compareStructural, fireImmediately: true },
      ),
    );
    if (this.options.settings) void this.options.settings.load();
    return () => {
      stop();
      this.controller?.abort();
      this.detailController?.abort();
      this.columnsAsk?.controller.abort();
      this.columnsAsk = null;
    };
  }

  /** The columns of this query (loadColumns): the ask in flight or done for it, else a new one (the older one aborted). */
  private columnsOf(query: Q): Promise<ReportColumn[] | null> {
    const ask = this.options.loadColumns;
    if (!ask) return Promise.resolve(null);
    const key = JSON.stringify(query);
    if (this.columnsAsk?.key !== key) {
      this.columnsAsk?.controller.abort();
      const controller = new AbortController();
      const entry = { key, controller, load: ask(query, controller.signal) };
      // A failed answer is not kept: the next load (or 'Повторить') asks again.
      entry.load.catch(() => {
        if (this.columnsAsk === entry) this.columnsAsk = null;
      });
      this.columnsAsk = entry;
    }
    return this.columnsAsk.load;
  }

  async load(): Promise<void> {
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    // Asked for now, the answer counts every change made so far.
    this.changedWhileLoading = [];
    this.state = 'loading';
    this.error = null;
    const paging = this.currentPaging();
    const ready = this.options.ready?.();
    ready?.catch(() => undefined); // its failure is reported below, once the data is in
    try {
      const query = this.options.query();
      const [answer, ownColumns] = await Promise.all([this.options.load(query, paging, controller.signal), this.columnsOf(query)]);
      if (controller !== this.controller) return;
      const rows = pageRows(answer.rows, paging);
      runInAction(() => {
        const changes = this.changedWhileLoading;
        this.changedWhileLoading = [];
        this.rows = changes.length ? changes.reduce((all, { key, change }) => all.map((row) => (this.options.rowKey(row) === key ? change(row) : row)), rows) : rows;
        this.totals = answer.totals;
        this.serverColumns = ownColumns ?? answer.columns;
        this.compiledAt = answer.compiledAt;
        this.periods = answer.periods ?? [];
        this.total = answer.total;
        this.answered = true;
        this.info = answer.info;
        this.loadedPaging = paging;
        this.state = 'building';
        if (this.expanded && !rows.some((row) => this.options.rowKey(row) === this.expanded?.key)) this.collapse();
      });
      await Promise.all([new Promise((resolve) => setTimeout(resolve, this.options.buildingMs ?? BUILDING_MS)), ready]);
      runInAction(() => {
        if (controller === this.controller && this.state === 'building') this.state = 'ready';
      });
    } catch (error) {
      if (isAborted(error) || controller !== this.controller) return;
      runInAction(() => {
        this.state = 'failed';
        this.error = notify.error(error).join('\n');
      });
    }
  }

  /** A click on a sortable header: the same column flips the order, a new one sorts ascending. */
  sortBy(field: string): void {
    const order = this.paging.sort === field && this.paging.order === 'asc' ? 'desc' : 'asc';
    this.paging.update(this.complete ? { sort: field, order } : { sort: field, order, page: 1 });
  }

  setPage(page: number): void {
    this.paging.update({ page: Math.min(Math.max(1, Math.floor(page) || 1), this.pageCount) });
  }

  setPerPage(perPage: PerPage): void {
    this.paging.update({ perPage, page: 1 });
  }

  /** Opens a row's details, closing any other (one at a time); a second click closes it. */
  toggle(row: Row): void {
    const key = this.options.rowKey(row);
    if (this.expanded?.key === key) {
      this.collapse();
      return;
    }
    this.detailController?.abort();
    const { details } = this.options;
    if (!details) {
      this.expanded = { key, state: 'ready', detail: null };
      return;
    }
    const controller = new AbortController();
    this.detailController = controller;
    this.expanded = { key, state: 'loading', detail: null };
    details(row, this.options.query(), controller.signal).then(
      (detail) => runInAction(() => {
        if (this.detailController === controller) this.expanded = { key, state: 'ready', detail };
      }),
      (error: unknown) => {
        if (isAborted(error) || this.detailController !== controller) return;
        notify.error(error);
        runInAction(() => {
          this.expanded = { key, state: 'failed', detail: null };
        });
      },
    );
  }

  collapse(): void {
    this.detailController?.abort();
    this.detailController = null;
    this.expanded = null;
  }

  /**
   * A row changed after an action (a comment count) without a reload. `change` must give the same
   * row when applied twice: it is applied again to an answer that was on its way meanwhile.
   */
  replaceRow(key: RowKey, change: (row: Row) => Row): void {
    this.rows = this.rows.map((row) => (this.options.rowKey(row) === key ? change(row) : row));
    if (this.state === 'loading') this.changedWhileLoading.push({ key, change });
  }

  private currentPaging(): Paging {
    const { page, perPage, sort, order } = this.paging;
    return { page, perPage, sort, order };
  }
}
