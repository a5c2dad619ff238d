import { makeAutoObservable } from 'mobx';
import { CrudListStore } from '@core/crud/CrudListStore';
import { disposers } from '@core/disposers';
import { AddListStore } from './AddListStore';
import { OpenListStore } from './OpenListStore';
import type { AccessListGroup, AccessListGroupsApi, Trait } from './api';
import { LABELS, TEXTS } from './texts';

/** S 2 access-list groups: the groups with their filter lists; a list opened (S 7 `GET edit/?id`), added (modal) or removed (confirmed). */
export class AccessListGroupsStore {
  readonly table: CrudListStore<AccessListGroup, never>;
  readonly adding: AddListStore;
  readonly opened: OpenListStore;

  constructor(private readonly api: AccessListGroupsApi) {
    this.table = new CrudListStore<AccessListGroup, never>(api.groups, {
      // Groups are not deleted from this page (S 2 names no such call); the CRUD list asks for the question anyway.
      confirmDelete: () => ({ message: TEXTS.removeQuestion }),
    });
    this.adding = new AddListStore(api, this.table);
    this.opened = new OpenListStore(api);
    makeAutoObservable<AccessListGroupsStore, 'api'>(this, { api: false, table: false, adding: false, opened: false }, { autoBind: true });
  }

  /** DELETE …/{g}/rm/{f} after the confirmation (S 8), then the groups reload. */
  removeList(group: AccessListGroup, trait: Trait): Promise<boolean> {
    return this.table.act(group, {
      confirm: { message: TEXTS.removeQuestion, title: LABELS.removeTitle(trait, group), confirmLabel: TEXTS.remove, danger: true },
      call: () => this.api.removeList(group.id, trait.filter_id),
      success: (saved) => saved.message,
    });
  }

  /** The list; returns the disposer (useStarted). */
  start(): () => void {
    return disposers(this.table.start(), this.adding.stop, this.opened.close);
  }
}
