import { FilterDraft } from './hash/FilterDraft';
import { HashState, type Schema, type Values } from './hash';
import { disposers, type Disposer } from './disposers';
import { ListStore, type ListLoad } from './ListStore';
import { hashPaging, type PagingBinding } from './paging';

export interface ListScreenOptions<S extends Schema, Row, Q, M, K extends keyof S & string> {
  /** The screen's hash schema (its hash.ts), or the HashState the store already built from it (one per screen). */
  hash: S | HashState<S>;
  /** The filters typed in the sidebar until 'Найти' (a FilterDraft over these keys); none: no typed filters. */
  draft?: readonly K[];
  /** The call's filters, from the hash's values (a change reloads the list). */
  query: (values: Values<S>) => Q;
  load: ListLoad<Row, Q>;
  /** Default: page, per page and sort kept in the hash (`hashPaging`); `localPaging()` for a list that keeps them in memory. */
  paging?: PagingBinding;
  meta?: (raw: unknown) => M;
  buildingMs?: number;
}

/**
 * The store of a list screen, less what only the screen knows: its filters in the hash, what is typed until
 * 'Найти', and the paged list they load. A list screen's store extends it with its schema and api (deleted-sites);
 * a store that holds more than one list builds one as a member.
 */
export class ListScreen<S extends Schema, Row, Q, M = undefined, K extends keyof S & string = never> {
  readonly filters: HashState<S>;
  readonly draft: FilterDraft<S, K>;
  readonly list: ListStore<Row, Q, M>;

  constructor(options: ListScreenOptions<S, Row, Q, M, K>) {
    const filters = options.hash instanceof HashState ? options.hash : new HashState(options.hash);
    this.filters = filters;
    this.draft = new FilterDraft(filters, options.draft ?? []);
    this.list = new ListStore<Row, Q, M>({
      query: () => options.query(filters.values),
      load: options.load,
      paging: options.paging ?? hashPaging(filters),
      meta: options.meta,
      buildingMs: options.buildingMs,
    });
    // The view hands them to buttons as they are (onSearch={store.search}); a subclass's own search is bound too.
    this.search = this.search.bind(this);
    this.reset = this.reset.bind(this);
  }

  /** 'Найти': applies what is typed; the same filters again reload the list (fresh data). */
  search(): void {
    if (this.draft.apply() === 'unchanged') void this.list.load();
  }

  /** 'Сбросить': every filter back to its default (the list follows). */
  reset(): void {
    this.draft.reset();
  }

  /** Hash binding, the typed filters kept in step with Back/Forward, and the list; returns the disposer (useStarted). */
  start(): Disposer {
    return disposers(this.filters.start(), this.draft.start(), this.list.start());
  }
}
