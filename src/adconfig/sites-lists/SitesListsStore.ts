import { makeAutoObservable, runInAction } from 'mobx';
import { HashState } from '../../core/hash';
import { FilterDraft } from '../../core/hash/FilterDraft';
import { ListStore } from '../../core/ListStore';
import { notify } from '../../core/notify';
import { hashPaging } from '../../core/paging';
import type { SitesListRow, SitesListsApi, SitesListsQuery, SitesListStatus } from './api';
import { DEFAULT_STATUS, hashSchema, type SitesListsHash } from './hash';

import type { SitesListsPermissions } from './props';

export type { SitesListsPermissions };

export class SitesListsStore {
  readonly filters: HashState<SitesListsHash>;
  /** The search text typed until 'Найти' (or Enter). */
  readonly draft: FilterDraft<SitesListsHash, 'q'>;
  readonly list: ListStore<SitesListRow, SitesListsQuery>;
  /** Ids being deleted (their buttons are disabled meanwhile). */
  deleting = new Set<number>();

  constructor(
    private readonly api: SitesListsApi,
    readonly permissions: SitesListsPermissions = {},
  ) {
    this.filters = new HashState(hashSchema(Boolean(permissions.filter)));
    this.draft = new FilterDraft(this.filters, ['q'] as const);
    this.list = new ListStore<SitesListRow, SitesListsQuery>({
      query: () => this.query,
      load: (query, paging, signal) => this.api.list(query, paging, signal),
      paging: hashPaging(this.filters),
    });
    makeAutoObservable<SitesListsStore, 'api'>(
      this,
      { api: false, permissions: false, filters: false, draft: false, list: false },
      { autoBind: true },
    );
  }

  get canFilterStatus(): boolean {
    return Boolean(this.permissions.filter);
  }

  /** The status asked for: the filter's, or 'active' when the user may not filter. */
  get status(): SitesListStatus | '' {
    return this.canFilterStatus ? this.filters.values.s : DEFAULT_STATUS;
  }

  get query(): SitesListsQuery {
    return { search: this.filters.values.q, status: this.status };
  }

  setStatus(status: SitesListStatus | null): void {
    this.filters.set({ s: status ?? '' });
  }

  /** 'Найти': applies the typed search; the same search again reloads the list. */
  search(): void {
    if (this.draft.apply() === 'unchanged') void this.list.load();
  }

  reset(): void {
    this.draft.reset();
  }

  /** Asks, deletes, says so and reloads; a failure keeps the row and shows the server's message. */
  async remove(row: SitesListRow): Promise<void> {
    if (this.deleting.has(row.id)) return;
    const ok = await notify.confirm('Вы уверены?', { title: `Удаление списка «${row.name}»`, confirmLabel: 'Удалить', danger: true });
    if (!ok) return;
    runInAction(() => this.deleting.add(row.id));
    try {
      const saved = await this.api.remove(row.id);
      notify.success(saved.message || undefined);
      await this.list.load();
      // The last row of the last page is gone: show the page before it.
      if (this.list.rows.length === 0 && this.list.paging.page > 1) this.list.setPage(this.list.paging.page - 1);
    } catch (error) {
      notify.error(error);
    } finally {
      runInAction(() => this.deleting.delete(row.id));
    }
  }

  /** Hash binding, draft sync and the list; returns the disposer (useEffect). */
  start(): () => void {
    const stops = [this.filters.start(), this.draft.start(), this.list.start()];
    return () => stops.forEach((stop) => stop());
  }
}
