import { observable, runInAction } from 'mobx';
import { BusyKeys } from '@core/busy';
import { ListScreen } from '@core/ListScreen';
import { notify } from '@core/notify';
import { permissionsOf, type SitesListRow, type SitesListsApi, type SitesListsQuery, type SitesListStatus } from './api';
import { DEFAULT_STATUS, hashSchema, type SitesListsHash } from './hash';

import type { SitesListsPermissions } from './props';

export type { SitesListsPermissions };

/** A 2 sites lists: searched by name, filtered by status where the user may, sorted and paged in the hash; delete per row. */
export class SitesListsStore extends ListScreen<SitesListsHash, SitesListRow, SitesListsQuery, undefined, 'q'> {
  /** Ids being deleted (their buttons are disabled meanwhile). */
  readonly deleting = new BusyKeys<number>();
  private readonly answered: { get(): SitesListsPermissions };

  constructor(
    private readonly api: SitesListsApi,
    private readonly given: SitesListsPermissions = {},
  ) {
    // The latest list answer's permissions (A 6, A 7); each flag it carries overrides the props' one.
    const answered = observable.box<SitesListsPermissions>({}, { deep: false });
    const mayFilter = () => Boolean({ ...given, ...answered.get() }.filter);
    super({
      hash: hashSchema(),
      draft: ['q'],
      // The status asked for: the filter's, or 'active' when the user may not filter (A 2, A 9).
      query: ({ q, s }) => ({ search: q, status: mayFilter() ? s : DEFAULT_STATUS }),
      load: async (query, paging, signal) => {
        const page = await api.list(query, paging, signal);
        if (!signal.aborted) {
          const next = permissionsOf(page.extra.permissions);
          if (JSON.stringify(next) !== JSON.stringify(answered.get())) runInAction(() => answered.set(next));
        }
        return page;
      },
    });
    this.answered = answered;
  }

  /** What the user may do: the props' flags, overridden by those the list answer carries. */
  get permissions(): SitesListsPermissions {
    return { ...this.given, ...this.answered.get() };
  }

  get canFilterStatus(): boolean {
    return Boolean(this.permissions.filter);
  }

  readonly setStatus = (status: SitesListStatus | null): void => {
    this.filters.set({ s: status ?? '' });
  };

  /** Asks, deletes, says so and reloads; a failure keeps the row and shows the server's message. */
  async remove(row: SitesListRow): Promise<void> {
    if (this.deleting.has(row.id)) return;
    const ok = await notify.confirm('Вы уверены?', { title: `Удаление списка «${row.name}»`, confirmLabel: 'Удалить', danger: true });
    if (!ok) return;
    await this.deleting.run(row.id, async () => {
      const saved = await this.api.remove(row.id);
      notify.deleted(saved.message || undefined);
      await this.list.load();
      // The last row of the last page is gone: show the page before it.
      if (this.list.rows.length === 0 && this.list.paging.page > 1) this.list.setPage(this.list.paging.page - 1);
      return true;
    });
  }
}
