import { makeAutoObservable } from 'mobx';
import type { CrudListStore } from '@core/crud/CrudListStore';
import { LoadOnce } from '@core/loadOnce';
import { FILTER_TYPES, type AccessList, type AccessListGroup, type AccessListGroupsApi, type FilterType } from './api';
import { TEXTS } from './texts';

/**
 * S 2: the modal adding a filter list to one group, chosen among the white and black lists of
 * GET /preferences/accesslists/ (loaded once, when the modal first opens); PUT …/{g}/add/{f}, then the groups reload.
 */
export class AddListStore {
  groupId: number | null = null;
  type: FilterType = 'white';
  /** The chosen list's id as the select holds it ('' = none). */
  filterId = '';
  error: string | undefined = undefined;
  readonly lists: LoadOnce<AccessList[]>;

  constructor(
    private readonly api: AccessListGroupsApi,
    private readonly table: CrudListStore<AccessListGroup, never>,
  ) {
    this.lists = new LoadOnce(async (signal) => {
      const [white, black] = await Promise.all(FILTER_TYPES.map((type) => api.lists(type, signal)));
      // A backend that ignores filter_type answers every list twice: each once, by its own type.
      const seen = new Set<number>();
      return [...white, ...black].filter((l) => !seen.has(l.filter_id) && Boolean(seen.add(l.filter_id)));
    }, []);
    makeAutoObservable<AddListStore, 'api' | 'table'>(this, { api: false, table: false, lists: false }, { autoBind: true });
  }

  get group(): AccessListGroup | null {
    return this.groupId === null ? null : (this.table.list.rows.find((g) => g.id === this.groupId) ?? null);
  }

  get saving(): boolean {
    return this.groupId !== null && this.table.isBusy(this.groupId);
  }

  /** The lists of the chosen type; those already in the group are offered disabled. */
  get choices(): { value: string; name: string; disabled: boolean }[] {
    const attached = new Set(this.group?.traits.map((t) => t.filter_id));
    return this.lists.value
      .filter((l) => l.filter_type === this.type)
      .map((l) => ({ value: String(l.filter_id), name: attached.has(l.filter_id) ? `${l.name} (${TEXTS.attached})` : l.name, disabled: attached.has(l.filter_id) }));
  }

  open(group: AccessListGroup): void {
    this.groupId = group.id;
    this.type = 'white';
    this.filterId = '';
    this.error = undefined;
    void this.lists.load();
  }

  close(): void {
    if (this.saving) return;
    this.groupId = null;
  }

  setType(type: FilterType): void {
    this.type = type;
    this.filterId = '';
  }

  choose(filterId: string): void {
    this.filterId = filterId;
    this.error = undefined;
  }

  /** A list must be chosen; PUT …/{g}/add/{f}, the toast, the groups reloaded, the modal closed. */
  async save(): Promise<boolean> {
    const group = this.group;
    if (!group) return false;
    if (this.filterId === '') {
      this.error = TEXTS.listRequired;
      return false;
    }
    const filterId = Number(this.filterId);
    const list = this.lists.value.find((l) => l.filter_id === filterId) ?? { filter_id: filterId, name: '' };
    const done = await this.table.act(group, { call: () => this.api.addList(group.id, list), success: (saved) => saved.message });
    if (done) this.close();
    return done;
  }

  stop(): void {
    this.lists.stop();
    this.groupId = null;
  }
}
