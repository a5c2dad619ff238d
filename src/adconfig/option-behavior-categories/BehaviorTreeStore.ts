import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { BusyKeys } from '../../core/busy';
import { LatestLoad } from '../../core/latestLoad';
import type { LoadState } from '../../core/loadState';
import { notify } from '../../core/notify';
import { TreeOutline } from '../../core/tree/TreeOutline';
import { subtree, subtreeIds, type TreeNode } from '../../core/tree/treeModel';
import type { BehaviorApi, BehaviorCategory } from './api';
import { nameOf, TEXT } from './texts';

/**
 * The behaviour category tree (A 3, A 7 Categories): loaded once (latest wins), read through the shared
 * outline, a node deleted with its descendants after a question (DELETE ?ids[]=, the answer's data is
 * the new tree). The editor's choice is not kept here: `onRemoved` tells it which ids went.
 */
export class BehaviorTreeStore {
  items: BehaviorCategory[] = [];
  readonly outline = new TreeOutline<BehaviorCategory>(() => this.items, { id: (c) => c.id, parentId: (c) => c.parentId, children: (c) => c.children });
  private readonly loader = new LatestLoad();
  private readonly busy = new BusyKeys<number>();

  constructor(
    private readonly api: BehaviorApi,
    private readonly onRemoved: (ids: number[]) => void = () => undefined,
  ) {
    makeAutoObservable<BehaviorTreeStore, 'api' | 'onRemoved' | 'loader' | 'busy'>(
      this,
      { items: observableRef, outline: false, api: false, onRemoved: false, loader: false, busy: false },
      { autoBind: true },
    );
  }

  get state(): LoadState {
    return this.loader.state;
  }

  /** Every category by id (the chosen list's names), nested ones included. */
  get byId(): Map<number, BehaviorCategory> {
    return new Map(this.outline.roots.flatMap(subtree).map((node) => [node.id, node.item]));
  }

  // What the tree view reads (its TreeViewModel): the shared outline's nodes, the nodes being deleted busy.
  get roots(): TreeNode<BehaviorCategory>[] {
    return this.outline.roots;
  }

  get visible(): TreeNode<BehaviorCategory>[] {
    return this.outline.visible;
  }

  isExpanded(id: number): boolean {
    return this.outline.isExpanded(id);
  }

  toggle(id: number): void {
    this.outline.toggle(id);
  }

  setExpanded(id: number, open: boolean): void {
    this.outline.setExpanded(id, open);
  }

  find(id: number): TreeNode<BehaviorCategory> | undefined {
    return this.outline.find(id);
  }

  isBusy(id: number): boolean {
    return this.busy.has(id);
  }

  load(): Promise<void> {
    return this.loader.run(this.api.load, (items) => {
      this.items = items;
    });
  }

  /** Deletes the category and its descendants after the question; true when done. */
  async remove(node: TreeNode<BehaviorCategory>): Promise<boolean> {
    if (this.busy.has(node.id)) return false;
    const ids = subtreeIds(node);
    const message = ids.length > 1 ? TEXT.deleteWithChildren(ids.length - 1) : TEXT.deleteQuestion;
    if (!(await notify.confirm(message, { title: TEXT.deleteTitle(nameOf(node.item)), confirmLabel: 'Удалить', danger: true }))) return false;
    return this.busy.run(node.id, async () => {
      const answer = await this.api.remove(ids);
      runInAction(() => ids.forEach((id) => this.outline.setExpanded(id, false)));
      this.onRemoved(ids);
      notify.deleted(answer.message || undefined);
      const items = answer.data;
      if (items) this.loader.settle(() => (this.items = items));
      else await this.load();
      return true;
    });
  }

  /** Loads now; the disposer drops a load in flight. */
  start(): () => void {
    void this.load();
    return this.loader.stop;
  }
}
