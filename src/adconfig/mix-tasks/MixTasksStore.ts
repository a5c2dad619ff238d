import { makeAutoObservable, observable, runInAction } from 'mobx';
import { HashState } from '@core/hash';
import { answeredPageSize, hashPaging, PAGE_SIZE, serverSizedPaging } from '@core/paging';
import { ListScreen } from '@core/ListScreen';
import type { ListStore } from '@core/ListStore';
import { mixTasksMetaOf, type ColumnSpec, type FilterSpec, type MixTask, type MixTasksApi, type MixTasksMeta } from './api';
import type { FilterValues } from '@core/hash/filterValues';
import { FiltersDraft } from '@core/report/FiltersDraft';
import { hashSchema } from './hash';
import { disposers } from '@core/disposers';

/** A 2 Mix tasks: the list, its sidebar built from the answer, the filters and the page in the hash. */
export class MixTasksStore {
  private readonly screen: ListScreen<typeof hashSchema, MixTask, FilterValues, MixTasksMeta>;
  readonly filters: HashState<typeof hashSchema>;
  readonly list: ListStore<MixTask, FilterValues, MixTasksMeta>;
  /** What is typed or chosen in the sidebar until 'Найти'. */
  readonly draft: FiltersDraft;

  constructor(readonly api: MixTasksApi) {
    const filters = new HashState(hashSchema);
    // The page size is the server's (meta.per_page when it names it, else what its pages show; 50 until then):
    // nothing to choose, rows never cut short.
    const size = observable.box(PAGE_SIZE);
    this.screen = new ListScreen({
      hash: filters,
      query: (values) => values.fl,
      load: async (query, paging, signal) => {
        const page = await api.list(query, paging, signal);
        if (!signal.aborted) runInAction(() => size.set(answeredPageSize(page, paging.page, size.get())));
        return page;
      },
      meta: mixTasksMetaOf,
      paging: serverSizedPaging(hashPaging(filters), () => size.get()),
    });
    ({ filters: this.filters, list: this.list } = this.screen);
    this.draft = new FiltersDraft({ get: () => this.filters.values.fl, set: (fl) => this.filters.set({ fl }), reload: () => void this.list.load() });
    makeAutoObservable(this, { api: false, filters: false, list: false, draft: false }, { autoBind: true });
  }

  /** The sidebar's filters as the latest answer described them (kept while the next one loads or fails). */
  get filterSpecs(): FilterSpec[] {
    return this.list.meta?.filters ?? [];
  }

  get columnSpecs(): ColumnSpec[] {
    return this.list.meta?.columns ?? [];
  }

  /** Hash binding, the sidebar refilled on Back/Forward, and the list; returns the disposer (useStarted). */
  start(): () => void {
    return disposers(this.screen.start(), this.draft.start());
  }
}
