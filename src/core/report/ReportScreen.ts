import { disposers, type Disposer } from '../disposers';
import type { HashState, Schema } from '../hash';
import { FilterDraft } from '../hash/FilterDraft';

/**
 * The store of a report screen, less what only the screen knows (ListScreen's twin for a ReportStore): its filters in
 * the hash, what is typed until 'Найти', and the report they load. A screen's store extends it and builds its report.
 */
export abstract class ReportScreen<S extends Schema, K extends keyof S & string> {
  readonly draft: FilterDraft<S, K>;
  abstract readonly report: { load(): Promise<void>; start(): () => void };

  constructor(
    readonly filters: HashState<S>,
    keys: readonly K[],
  ) {
    this.draft = new FilterDraft(filters, keys);
    // The views hand them to buttons as they are (onSearch={store.search}).
    this.search = this.search.bind(this);
    this.reset = this.reset.bind(this);
    this.start = this.start.bind(this);
  }

  /** 'Найти': applies what is typed; the same filters again reload (a fresh report). */
  search(): void {
    if (this.draft.apply() === 'unchanged') void this.report.load();
  }

  /** 'Сбросить': every filter back to its default (the report follows). */
  reset(): void {
    this.draft.reset();
  }

  /** Hash binding, the typed filters kept in step with Back/Forward, and the report; returns the disposer (useStarted). */
  start(): Disposer {
    return disposers(this.filters.start(), this.draft.start(), this.report.start());
  }
}
