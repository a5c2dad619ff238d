import { makeAutoObservable, runInAction } from 'mobx';
import { BusyTask } from '@core/busy';
import { notify } from '@core/notify';
import type { Choice } from '@adconfig/shared/non-std-reports/dictionaries';
import type { AccessUser, NonStdReportEditApi } from './api';
import { TEXT } from './texts';

const sameList = <T>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** Users whose names GET /users is asked for when the access loads. */
export const NAMED_USERS = 200;

/** A 6: the report's access, roles by alias and users by id, saved on its own (PUT /{id}/access). */
export class AccessStore {
  roles: string[] = [];
  users: AccessUser[] = [];
  roleDraft = '';
  userDraft = '';
  roleError: string | null = null;
  userError: string | null = null;
  private readonly lookup = new BusyTask();
  private readonly saveTask = new BusyTask();
  private saved: { roles: string[]; users: number[] } = { roles: [], users: [] };

  constructor(
    private readonly api: NonStdReportEditApi,
    private readonly roleChoices: readonly Choice[],
  ) {
    makeAutoObservable<AccessStore, 'api' | 'roleChoices' | 'lookup' | 'saveTask'>(this, { api: false, roleChoices: false, lookup: false, saveTask: false }, { autoBind: true });
  }

  get dirty(): boolean {
    return !sameList(this.roles, this.saved.roles) || !sameList(this.userIds, this.saved.users);
  }

  get userIds(): number[] {
    return this.users.map((u) => u.id);
  }

  roleName(alias: string): string {
    return this.roleChoices.find((r) => r.id === alias)?.name ?? alias;
  }

  /** The saved access; the users' names come from GET /users with their ids (ids alone if that fails). */
  async load(access: { roles: string[]; users: number[] }): Promise<void> {
    this.saved = { roles: [...access.roles], users: [...access.users] };
    this.roles = [...access.roles];
    this.users = access.users.map((id) => ({ id, name: '' }));
    if (access.users.length === 0) return;
    try {
      // The names of the first NAMED_USERS (a query of thousands of ids is too long for a URL); the others show by number.
      const found = new Map((await this.api.users(access.users.slice(0, NAMED_USERS))).map((f) => [f.id, f.name]));
      runInAction(() => {
        this.users = this.users.map((u) => ({ id: u.id, name: found.get(u.id) ?? u.name }));
      });
    } catch (error) {
      notify.error(error);
    }
  }

  editRole(text: string): void {
    this.roleDraft = text;
    this.roleError = null;
  }

  editUser(text: string): void {
    this.userDraft = text;
    this.userError = null;
  }

  /** By alias; one the role list does not know: 'Роль не найдена!'. */
  addRole(): void {
    const alias = this.roleDraft.trim();
    if (!alias) return;
    const role = this.roleChoices.find((r) => r.id === alias) ?? this.roleChoices.find((r) => r.id.toLowerCase() === alias.toLowerCase());
    if (!role) {
      this.roleError = TEXT.roleNotFound;
      return;
    }
    if (this.roles.includes(role.id)) {
      this.roleError = TEXT.alreadyAdded;
      return;
    }
    this.roles.push(role.id);
    this.roleDraft = '';
  }

  removeRole(alias: string): void {
    this.roles = this.roles.filter((r) => r !== alias);
  }

  /** By id, looked up with GET /users/?is_row=1&user_id={id}; none: 'Пользователь не найден!'. */
  async addUser(): Promise<void> {
    const text = this.userDraft.trim();
    if (!text || this.lookingUp) return;
    const id = /^\d{1,15}$/.test(text) ? Number(text) : 0;
    if (id <= 0) {
      this.userError = TEXT.userNotFound;
      return;
    }
    if (this.userIds.includes(id)) {
      this.userError = TEXT.alreadyAdded;
      return;
    }
    await this.lookup.run(async () => {
      const user = await this.api.user(id);
      runInAction(() => {
        if (user === null || user.id !== id) this.userError = TEXT.userNotFound;
        else if (!this.userIds.includes(id)) {
          this.users.push(user);
          this.userDraft = '';
        }
      });
      return true;
    });
  }

  get lookingUp(): boolean {
    return this.lookup.running;
  }

  get saving(): boolean {
    return this.saveTask.running;
  }

  removeUser(id: number): void {
    this.users = this.users.filter((u) => u.id !== id);
  }

  /** PUT /{id}/access {roles, users}; a failure keeps the edits. */
  save(reportId: number): Promise<boolean> {
    const sent = { roles: [...this.roles], users: [...this.userIds] };
    return this.saveTask.run(async () => {
      const message = await this.api.saveAccess(reportId, sent);
      runInAction(() => {
        this.saved = sent;
      });
      notify.success(message || undefined);
      return true;
    });
  }
}
