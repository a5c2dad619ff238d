import { makeAutoObservable } from 'mobx';
import { bindAddModal, requestAddModal } from '@core/crud/addModalHash';
import { CrudFormStore } from '@core/crud/CrudFormStore';
import { CrudListStore } from '@core/crud/CrudListStore';
import { disposers } from '@core/disposers';
import { HashState } from '@core/hash';
import type { UserGroup, UserGroupInput, UserGroupsApi } from './api';
import { hashSchema } from './hash';
import { MembersStore } from './MembersStore';
import type { Project, Role } from './props';
import { ROW_LABELS, TEXTS } from './texts';

/** The group form's values as its controls hold them ('' = no project chosen). */
export interface GroupValues {
  name: string;
  organization_id: string;
  description: string;
}

const EMPTY: GroupValues = { name: '', organization_id: '', description: '' };

export interface UserGroupsOptions {
  projects?: Project[];
  roles?: Role[];
  statuses?: Record<string, string>;
}

/** S 2 user groups: the list, the group form modal (name and project required), the members modal, delete (confirmed). */
export class UserGroupsStore {
  readonly filters = new HashState(hashSchema);
  readonly table: CrudListStore<UserGroup, UserGroupInput>;
  readonly editor: CrudFormStore<UserGroup, GroupValues, UserGroupInput>;
  readonly members: MembersStore;

  constructor(
    api: UserGroupsApi,
    private readonly options: UserGroupsOptions = {},
  ) {
    this.table = new CrudListStore(api, {
      confirmDelete: (row) => ({ message: TEXTS.deleteQuestion, title: ROW_LABELS.deleteTitle(row) }),
    });
    this.editor = new CrudFormStore(api, {
      empty: () => ({ ...EMPTY }),
      fromRow: (row) => ({ name: row.name, organization_id: row.organization_id === null ? '' : String(row.organization_id), description: row.description }),
      toInput: (values) => ({
        name: values.name.trim(),
        organization_id: values.organization_id === '' ? null : Number(values.organization_id),
        description: values.description.trim(),
      }),
      rules: {
        name: [{ rule: 'required', message: TEXTS.nameRequired }],
        organization_id: [{ rule: 'required', message: TEXTS.projectRequired }],
      },
      onSaved: () => this.table.reload(),
    });
    this.members = new MembersStore(api, this.table);
    makeAutoObservable<UserGroupsStore, 'options'>(this, { filters: false, table: false, editor: false, members: false, options: false }, { autoBind: true });
  }

  /**
   * The form's projects: the page's; without them, those the list's groups name (S 3: organization_id,
   * organization_name); and the edited group's own when neither lists it. None: the project's id is typed.
   */
  get projectOptions(): Project[] {
    const projects: Project[] = [...(this.options.projects ?? [])];
    const add = (id: number | null, name: string) => {
      if (id !== null && !projects.some((p) => p.id === id)) projects.push({ id, name: name || TEXTS.projectNumber(id) });
    };
    if (projects.length === 0) for (const row of this.table.list.rows) add(row.organization_id, row.organization_name);
    const row = this.editor.editing;
    if (row) add(row.organization_id, row.organization_name);
    return projects;
  }

  /** The list's project: the name the answer carries, else the page's name for its id. */
  projectName(row: UserGroup): string {
    return row.organization_name || this.options.projects?.find((p) => p.id === row.organization_id)?.name || '';
  }

  /** A role by its name (S 3: alias, name); an alias the page does not know shows as it is. */
  roleName(alias: string): string {
    return this.options.roles?.find((r) => r.alias === alias)?.name || alias;
  }

  /** S 2: a status the list of statuses does not have is 'Неизвестный статус'. */
  statusName(status: string): string {
    const statuses = this.options.statuses ?? {};
    return Object.hasOwn(statuses, status) && statuses[status] ? statuses[status] : TEXTS.unknownStatus;
  }

  /** 'Добавить группу': the add modal, kept in the hash as #new so it can be linked to. */
  add(): void {
    requestAddModal(this.filters);
  }

  /** The hash, the list, the add modal following #new; returns the disposer (useStarted). */
  start(): () => void {
    return disposers(this.filters.start(), this.table.start(), bindAddModal(this.filters, this.editor), this.members.stop);
  }
}
