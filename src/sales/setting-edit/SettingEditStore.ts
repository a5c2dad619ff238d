import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { BusyTask } from '@core/busy';
import { LatestLoad } from '@core/latestLoad';
import { notify } from '@core/notify';
import type { SettingEditApi, SettingGroup, SubgroupLink } from './api';
import type { Choice } from './props';
import { TEXT } from './texts';

const cellKey = (groupId: number, roleId: number): string => `${groupId}:${roleId}`;

/** The matrix as saved: the rows' order and the checked cells, to tell whether anything changed. */
interface Snapshot {
  order: number[];
  checked: string[];
}

/**
 * S 2 the subgroup matrix of a setting group: rows are subgroups (sortable by drag and keyboard), columns roles;
 * a checked cell gives the subgroup to the role; toggle-all per row and per column; PUT {page} with
 * subgroups: [{group_id, role_id, sort}] one per checked cell, then 'Успешно сохранено!'.
 */
export class SettingEditStore {
  readonly load = new LatestLoad();
  private readonly saving = new BusyTask();
  group: SettingGroup | null = null;
  /** Subgroup ids in the rows' order. */
  order: number[] = [];
  checked = new Set<string>();
  private saved: Snapshot = { order: [], checked: [] };

  constructor(
    private readonly api: SettingEditApi,
    readonly roles: Choice[],
    private readonly subgroups: Choice[],
  ) {
    // References replaced whole on each change, not made observable item by item (an answer of thousands of links).
    makeAutoObservable<SettingEditStore, 'api' | 'saving' | 'subgroups' | 'saved'>(
      this,
      { api: false, load: false, saving: false, roles: false, subgroups: false, group: observableRef, order: observableRef, checked: observableRef, saved: observableRef },
      { autoBind: true },
    );
  }

  /** The rows: the group's own subgroups by their sort, then the others the page names; an unnamed one by its id. */
  get rows(): Choice[] {
    const named = new Map(this.subgroups.map((s) => [s.id, s]));
    return this.order.map((id) => named.get(id) ?? { id, name: `#${id}` });
  }

  get isSaving(): boolean {
    return this.saving.running;
  }

  get dirty(): boolean {
    return JSON.stringify(this.snapshot()) !== JSON.stringify(this.saved);
  }

  isChecked(groupId: number, roleId: number): boolean {
    return this.checked.has(cellKey(groupId, roleId));
  }

  toggle(groupId: number, roleId: number): void {
    this.setCells([[groupId, roleId]], !this.isChecked(groupId, roleId));
  }

  rowAll(groupId: number): boolean {
    return this.roles.length > 0 && this.roles.every((r) => this.isChecked(groupId, r.id));
  }

  columnAll(roleId: number): boolean {
    return this.order.length > 0 && this.order.every((g) => this.isChecked(g, roleId));
  }

  /** A row's toggle-all: every role on, or (all on already) every role off. */
  toggleRow(groupId: number): void {
    this.setCells(this.roles.map((r) => [groupId, r.id]), !this.rowAll(groupId));
  }

  toggleColumn(roleId: number): void {
    this.setCells(this.order.map((g) => [g, roleId]), !this.columnAll(roleId));
  }

  /** A row dropped where another was (drag or keyboard). */
  move(activeId: number, overId: number): void {
    const from = this.order.indexOf(activeId);
    const to = this.order.indexOf(overId);
    if (from < 0 || to < 0 || from === to) return;
    const next = [...this.order];
    next.splice(to, 0, ...next.splice(from, 1));
    this.order = next;
  }

  /** One link per checked cell, `sort` the row's place from 1 (S 7). */
  get links(): SubgroupLink[] {
    return this.order.flatMap((groupId, i) => this.roles.filter((r) => this.isChecked(groupId, r.id)).map((r) => ({ group_id: groupId, role_id: r.id, sort: i + 1 })));
  }

  save(): Promise<boolean> {
    return this.saving.run(async () => {
      const sent = this.snapshot();
      await this.api.save(this.links);
      runInAction(() => (this.saved = sent));
      notify.success(TEXT.saved);
      return true;
    });
  }

  /** GET {page}: the group's links (again after a failed load: 'Повторить'). */
  reload(): void {
    void this.load.run((signal) => this.api.get(signal), (group) => this.apply(group));
  }

  start(): () => void {
    this.reload();
    return this.load.stop;
  }

  private setCells(cells: [number, number][], on: boolean): void {
    const next = new Set(this.checked);
    for (const [groupId, roleId] of cells) {
      if (on) next.add(cellKey(groupId, roleId));
      else next.delete(cellKey(groupId, roleId));
    }
    this.checked = next;
  }

  private apply(group: SettingGroup): void {
    this.group = group;
    const sortOf = new Map<number, number>();
    for (const link of group.subgroups) sortOf.set(link.group_id, Math.min(sortOf.get(link.group_id) ?? Infinity, link.sort));
    const own = [...sortOf.keys()].sort((a, b) => (sortOf.get(a) ?? 0) - (sortOf.get(b) ?? 0));
    this.order = [...new Set([...own, ...this.subgroups.map((s) => s.id)])];
    const roleIds = new Set(this.roles.map((r) => r.id));
    this.checked = new Set(group.subgroups.filter((l) => roleIds.has(l.role_id)).map((l) => cellKey(l.group_id, l.role_id)));
    this.saved = this.snapshot();
  }

  private snapshot(): Snapshot {
    return { order: [...this.order], checked: [...this.checked].sort() };
  }
}
