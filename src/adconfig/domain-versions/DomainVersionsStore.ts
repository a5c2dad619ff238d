import { makeAutoObservable } from 'mobx';
import { BusyTask } from '@core/busy';
import { CrudListStore } from '@core/crud/CrudListStore';
import type { CrudStatus } from '@core/crud/restCollection';
import type { CrudTableModel } from '@core/crud/CrudListStore';
import { notify } from '@core/notify';
import { refusedPublish } from '@adconfig/shared/domainVersions/compareErrors';
import type { DomainVersion, DomainVersionInput, DomainVersionsApi } from './api';
import { ROW_LABELS, TEXTS } from './texts';

/** A 2 domain versions: the object's versions (publish ⇄ draft, delete, open), and a new version. */
export class DomainVersionsStore {
  readonly table: CrudListStore<DomainVersion, DomainVersionInput>;
  /** What CrudTable drives: the list and delete of the table, the switch publishing through `toggleStatus` here. */
  readonly model: CrudTableModel<DomainVersion, Record<string, never>>;
  readonly creating = new BusyTask();

  constructor(private readonly api: DomainVersionsApi) {
    this.table = new CrudListStore(api, {
      confirmDelete: (row) => ({ message: TEXTS.deleteQuestion, title: ROW_LABELS.deleteTitle(row) }),
    });
    const { table } = this;
    this.model = { list: table.list, isBusy: (id) => table.isBusy(id), remove: (row) => table.remove(row), toggleStatus: (row) => this.toggleStatus(row) };
    makeAutoObservable<DomainVersionsStore, 'api'>(this, { api: false, table: false, model: false, creating: false }, { autoBind: true });
  }

  /** The newest version (the list's largest id), if any. */
  get latest(): DomainVersion | undefined {
    return this.table.list.rows.reduce<DomainVersion | undefined>((top, row) => (!top || row.id > top.id ? row : top), undefined);
  }

  /**
   * A 4: draft → published and back (PUT {id} {status}); a publish the comparison refuses lists its
   * errors in a modal, and the row stays a draft.
   */
  toggleStatus(row: DomainVersion): Promise<boolean> {
    const next: CrudStatus = row.status === 'active' ? 'blocked' : 'active';
    let refused: string[] | null = null;
    const done = this.table.act(row, {
      call: async () => {
        try {
          return await this.api.setStatus(row, next);
        } catch (error) {
          refused = next === 'active' ? refusedPublish(error) : null;
          if (refused === null) throw error;
          return null;
        }
      },
      success: (saved) => (saved === null ? false : saved.message),
      apply: (saved, current) => (saved === null ? current : { ...current, status: saved.data }),
    });
    return done.then(async (ok) => {
      if (refused === null) return ok;
      await notify.alert(refused.join('\n'), TEXTS.compareTitle);
      return false;
    });
  }

  /** A 4: a new version; over an unpublished latest one it asks first. */
  async create(): Promise<boolean> {
    const latest = this.latest;
    if (this.creating.running) return false;
    if (latest && latest.status !== 'active' && !(await notify.confirm(TEXTS.createOverDraft, { title: TEXTS.createOverDraftTitle, confirmLabel: TEXTS.add }))) return false;
    return this.creating.run(async () => {
      const saved = await this.api.createVersion();
      notify.success(saved.message || TEXTS.created);
      await this.table.reload();
      return true;
    });
  }

  /** Loads the versions; returns the disposer (useStarted). */
  start(): () => void {
    return this.table.start();
  }
}
