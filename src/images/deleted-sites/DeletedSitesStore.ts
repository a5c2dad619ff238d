import { makeAutoObservable, runInAction } from 'mobx';
import { HashState } from '../../core/hash';
import { FilterDraft } from '../../core/hash/FilterDraft';
import { ListStore } from '../../core/ListStore';
import { notify } from '../../core/notify';
import { hashPaging } from '../../core/paging';
import type { DeletedSite, DeletedSitesApi, DeletedSitesColumn, DeletedSitesQuery } from './api';
import { hashSchema } from './hash';

export type ColumnsState = 'loading' | 'done' | 'error';

export class DeletedSitesStore {
  readonly filters = new HashState(hashSchema);
  /** What is typed in the sidebar until 'Найти'. */
  readonly draft = new FilterDraft(this.filters, ['q', 'pid'] as const);
  readonly list: ListStore<DeletedSite, DeletedSitesQuery>;
  columns: DeletedSitesColumn[] = [];
  columnsState: ColumnsState = 'loading';

  constructor(private readonly api: DeletedSitesApi) {
    this.list = new ListStore<DeletedSite, DeletedSitesQuery>({
      query: () => this.query,
      load: (query, paging, signal) => this.api.search(query, paging, signal),
      paging: hashPaging(this.filters),
    });
    makeAutoObservable<DeletedSitesStore, 'api'>(this, { api: false, filters: false, draft: false, list: false }, { autoBind: true });
  }

  get query(): DeletedSitesQuery {
    return { search: this.filters.values.q, partnerIds: this.filters.values.pid };
  }

  /** 'Найти': applies what is typed; the same filters again reload the list (fresh data). */
  search(): void {
    if (this.draft.apply() === 'unchanged') void this.list.load();
  }

  reset(): void {
    this.draft.reset();
  }

  /** Hash binding, draft sync, the list and its columns; returns the disposer (useEffect). */
  start(): () => void {
    const stops = [this.filters.start(), this.draft.start(), this.list.start()];
    void this.loadColumns();
    return () => stops.forEach((stop) => stop());
  }

  async loadColumns(): Promise<void> {
    this.columnsState = 'loading';
    try {
      const columns = await this.api.columns();
      runInAction(() => {
        this.columns = columns;
        this.columnsState = 'done';
      });
    } catch (error) {
      notify.error(error);
      runInAction(() => {
        this.columnsState = 'error';
      });
    }
  }
}
