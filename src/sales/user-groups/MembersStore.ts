import { makeAutoObservable } from 'mobx';
import type { CrudListStore } from '@core/crud/CrudListStore';
import { ListStore } from '@core/ListStore';
import { localPaging } from '@core/paging';
import { searchMetaOf, type FoundUser, type Member, type SearchMeta, type UserGroup, type UserGroupInput, type UserGroupsApi } from './api';
import { ROW_LABELS, TEXTS } from './texts';

/**
 * S 2 the members modal of one group: its members (from the group list's answer, reloaded after each change),
 * the user search (GET /users/search, 'load more' while meta.page_next names a page), add and remove (confirmed).
 */
export class MembersStore {
  groupId: number | null = null;
  /** The name as typed; `asked` is the one searched for. */
  name = '';
  asked = '';
  readonly found: ListStore<FoundUser, { name: string }, SearchMeta>;
  private stopSearch: (() => void) | null = null;

  constructor(
    private readonly api: UserGroupsApi,
    private readonly table: CrudListStore<UserGroup, UserGroupInput>,
  ) {
    this.found = new ListStore<FoundUser, { name: string }, SearchMeta>({
      query: () => ({ name: this.asked }),
      load: (query, paging, signal, preview) => api.searchUsers(query.name, paging.page, signal, preview),
      // The backend pages the search itself; its meta.page_next says whether there is more.
      paging: localPaging({ perPage: 'all' }),
      meta: searchMetaOf,
      nextPage: (meta) => meta?.pageNext ?? null,
    });
    makeAutoObservable<MembersStore, 'api' | 'table' | 'stopSearch'>(this, { api: false, table: false, found: false, stopSearch: false }, { autoBind: true });
  }

  /** The group shown, as the latest list answer has it (null once it is gone). */
  get group(): UserGroup | null {
    return this.groupId === null ? null : (this.table.list.rows.find((g) => g.id === this.groupId) ?? null);
  }

  get busy(): boolean {
    return this.groupId !== null && this.table.isBusy(this.groupId);
  }

  isMember(userId: number): boolean {
    return this.group?.users.some((u) => u.user_id === userId) ?? false;
  }

  /** Opens the modal with the first page of users (an empty name finds everyone). */
  open(group: UserGroup): void {
    this.stopSearch?.();
    this.groupId = group.id;
    this.name = '';
    this.asked = '';
    this.stopSearch = this.found.start();
  }

  close(): void {
    this.stopSearch?.();
    this.stopSearch = null;
    this.groupId = null;
  }

  setName(name: string): void {
    this.name = name;
  }

  /** 'Найти': the first page for the name typed (the same name again asks again). */
  search(): void {
    const name = this.name.trim();
    if (name === this.asked) void this.found.load();
    else this.asked = name;
  }

  /** PUT /users/groups/{g}/add/{u}, then the list (and so the members) reloaded. */
  add(user: FoundUser): Promise<boolean> {
    const group = this.group;
    if (!group || this.isMember(user.user_id)) return Promise.resolve(false);
    return this.table.act(group, { call: () => this.api.addMember(group.id, user.user_id), success: (saved) => saved.message });
  }

  /** DELETE /users/groups/{g}/rm/{u} after the confirmation (S 8). */
  remove(member: Member): Promise<boolean> {
    const group = this.group;
    if (!group) return Promise.resolve(false);
    return this.table.act(group, {
      confirm: { message: TEXTS.removeQuestion, title: ROW_LABELS.removeMemberTitle(member, group), confirmLabel: TEXTS.removeMember, danger: true },
      call: () => this.api.removeMember(group.id, member.user_id),
      success: (saved) => saved.message,
    });
  }

  /** Stops the search when the screen goes. */
  stop(): void {
    this.close();
  }
}
