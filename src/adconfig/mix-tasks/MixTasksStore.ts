import { makeAutoObservable, reaction } from 'mobx';
import { HashState } from '../../core/hash';
import { ListStore } from '../../core/ListStore';
import { hashPaging } from '../../core/paging';
import { mixTasksMetaOf, type ColumnSpec, type FilterSpec, type MixTask, type MixTasksApi, type MixTasksMeta } from './api';
import { cleanFilters, sortedFilters, type FilterValues } from './filterValues';
import { hashSchema } from './hash';
import { disposers } from '../../core/disposers';

/** A 2 Mix tasks: the list, its sidebar built from the answer, the filters and the page in the hash. */
export class MixTasksStore {
  readonly filters = new HashState(hashSchema);
  readonly list: ListStore<MixTask, FilterValues, MixTasksMeta>;
  /** What is typed or chosen in the sidebar until 'Найти'. */
  draft: FilterValues;

  constructor(readonly api: MixTasksApi) {
    this.list = new ListStore<MixTask, FilterValues, MixTasksMeta>({
      query: () => this.filters.values.fl,
      load: (filters, paging, signal) => this.api.list(filters, paging, signal),
      paging: hashPaging(this.filters),
      meta: mixTasksMetaOf,
    });
    this.draft = { ...this.filters.values.fl };
    makeAutoObservable(this, { api: false, filters: false, list: false }, { autoBind: true });
  }

  /** The sidebar's filters as the latest answer described them (kept while the next one loads or fails). */
  get filterSpecs(): FilterSpec[] {
    return this.list.meta?.filters ?? [];
  }

  get columnSpecs(): ColumnSpec[] {
    return this.list.meta?.columns ?? [];
  }

  valueOf(name: string): string {
    return this.draft[name] ?? '';
  }

  edit(name: string, value: string): void {
    this.draft[name] = value;
  }

  /** 'Найти': applies the sidebar (back to page 1); the same filters again reload the list. */
  search(): void {
    const next = sortedFilters(cleanFilters(this.draft));
    if (!this.filters.set({ fl: next })) void this.list.load();
  }

  reset(): void {
    this.filters.reset();
    this.draft = {};
  }

  /** Hash binding, the sidebar refilled on Back/Forward, and the list; returns the disposer (useStarted). */
  start(): () => void {
    return disposers(
      this.filters.start(),
      reaction(
        () => this.filters.values.fl,
        (fl) => {
          this.draft = { ...fl };
        },
      ),
      this.list.start(),
    );
  }
}
