import { makeAutoObservable, observableRef } from 'mobx';
import type { SettingGroup, SubgroupLink } from './api';
import type { Choice } from './props';

const cellKey = (groupId: number, roleId: number): string => `${groupId}:${roleId}`;

/** The matrix as saved: the rows' order and the checked cells, to tell whether anything changed. */
export interface MatrixSnapshot {
  order: number[];
  checked: string[];
}

/**
 * S 2 the subgroup matrix of a setting group: rows are subgroups (sortable by drag and keyboard), columns roles;
 * a checked cell gives the subgroup to the role; toggle-all per row and per column; its links are
 * `[{group_id, role_id, sort}]`, one per checked cell, `sort` the row's place from 1 (S 7).
 */
export class SubgroupMatrix {
  /** The group shown; null: the setting has none (no matrix on its page). */
  group: SettingGroup | null = null;
  /** Subgroup ids in the rows' order. */
  order: number[] = [];
  checked = new Set<string>();
  private saved: MatrixSnapshot = { order: [], checked: [] };

  constructor(
    readonly roles: Choice[],
    private readonly subgroups: Choice[],
  ) {
    // References replaced whole on each change, not made observable item by item (an answer of thousands of links).
    makeAutoObservable<SubgroupMatrix, 'subgroups' | 'saved'>(
      this,
      { roles: false, subgroups: false, group: observableRef, order: observableRef, checked: observableRef, saved: observableRef },
      { autoBind: true },
    );
  }

  /** The rows: the group's own subgroups by their sort, then the others the page names; an unnamed one by its id. */
  get rows(): Choice[] {
    const named = new Map(this.subgroups.map((s) => [s.id, s]));
    return this.order.map((id) => named.get(id) ?? { id, name: `#${id}` });
  }

  get dirty(): boolean {
    return this.group !== null && JSON.stringify(this.snapshot()) !== JSON.stringify(this.saved);
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

  /** The group as loaded (none: no matrix): its subgroups first by their sort, then the others; its links checked. */
  apply(group: SettingGroup | null): void {
    this.group = group;
    const links = group?.subgroups ?? [];
    const sortOf = new Map<number, number>();
    for (const link of links) sortOf.set(link.group_id, Math.min(sortOf.get(link.group_id) ?? Infinity, link.sort));
    const own = [...sortOf.keys()].sort((a, b) => (sortOf.get(a) ?? 0) - (sortOf.get(b) ?? 0));
    this.order = group ? [...new Set([...own, ...this.subgroups.map((s) => s.id)])] : [];
    const roleIds = new Set(this.roles.map((r) => r.id));
    this.checked = new Set(links.filter((l) => roleIds.has(l.role_id)).map((l) => cellKey(l.group_id, l.role_id)));
    this.saved = this.snapshot();
  }

  /** The matrix as it is now (what a save sends), and, once saved, the matrix stored. */
  snapshot(): MatrixSnapshot {
    return { order: [...this.order], checked: [...this.checked].sort() };
  }

  markSaved(sent: MatrixSnapshot): void {
    this.saved = sent;
  }

  private setCells(cells: [number, number][], on: boolean): void {
    const next = new Set(this.checked);
    for (const [groupId, roleId] of cells) {
      if (on) next.add(cellKey(groupId, roleId));
      else next.delete(cellKey(groupId, roleId));
    }
    this.checked = next;
  }
}
