import { makeAutoObservable } from 'mobx';
import { HashState } from '../../core/hash';
import { FilterDraft } from '../../core/hash/FilterDraft';
import { ListStore } from '../../core/ListStore';
import { hashPaging } from '../../core/paging';
import type { ModerationUsersApi, ModerationUsersQuery, UserStat } from './api';
import { hashSchema } from './hash';

/** I 2.5: moderation statistics by user, searched by login, sorted, 50 per page, state in the hash. */
export class ModerationUsersStore {
  readonly filters = new HashState(hashSchema);
  /** The login typed in the sidebar until 'Найти'. */
  readonly draft = new FilterDraft(this.filters, ['q'] as const);
  readonly list: ListStore<UserStat, ModerationUsersQuery>;

  constructor(private readonly api: ModerationUsersApi) {
    this.list = new ListStore<UserStat, ModerationUsersQuery>({
      query: () => this.query,
      load: (query, paging, signal) => this.api.search(query, paging, signal),
      paging: hashPaging(this.filters),
    });
    makeAutoObservable<ModerationUsersStore, 'api'>(this, { api: false, filters: false, draft: false, list: false }, { autoBind: true });
  }

  get query(): ModerationUsersQuery {
    return { search: this.filters.values.q };
  }

  /** 'Найти': applies what is typed; the same search again reloads (fresh figures). */
  search(): void {
    if (this.draft.apply() === 'unchanged') void this.list.load();
  }

  reset(): void {
    this.draft.reset();
  }

  /** Hash binding, draft sync and the list; returns the disposer (useEffect). */
  start(): () => void {
    const stops = [this.filters.start(), this.draft.start(), this.list.start()];
    return () => stops.forEach((stop) => stop());
  }
}
