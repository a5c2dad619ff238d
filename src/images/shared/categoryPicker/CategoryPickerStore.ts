import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { isAborted } from '../../../core/http';
import { notify } from '../../../core/notify';
import { TreeOutline } from '../../../core/tree/TreeOutline';
import { subtree, type TreeNode } from '../../../core/tree/treeModel';
import type { Category } from '../categories';

export type CategoryPickerState = 'idle' | 'loading' | 'done' | 'error';

/**
 * I 2.1 category-based tag picking: the category tree (loaded once, when first asked for), one category
 * chosen, and the tags it offers: its own and its subcategories', each once. What a pick adds to is the
 * view's business (an image's edited tags, the bulk selection), so one picker serves every place of a page.
 */
export class CategoryPickerStore {
  categories: Category[] = [];
  state: CategoryPickerState = 'idle';
  chosenId: number | null = null;
  readonly tree = new TreeOutline<Category>(() => this.categories, { id: (c) => c.id, parentId: (c) => c.parent_id, children: (c) => c.children });
  private controller: AbortController | null = null;

  constructor(private readonly fetch: (signal: AbortSignal) => Promise<Category[]>) {
    makeAutoObservable<CategoryPickerStore, 'fetch' | 'controller'>(this, { fetch: false, controller: false, tree: false, categories: observableRef }, { autoBind: true });
  }

  /** Loads the tree unless it is loaded or loading; after a failure (its error toast) it tries again. */
  async load(): Promise<void> {
    if (this.state === 'loading' || this.state === 'done') return;
    const controller = new AbortController();
    this.controller = controller;
    this.state = 'loading';
    try {
      const categories = await this.fetch(controller.signal);
      runInAction(() => {
        this.categories = categories;
        this.state = 'done';
      });
    } catch (error) {
      runInAction(() => (this.state = isAborted(error) ? 'idle' : 'error'));
      if (!isAborted(error)) notify.error(error);
    }
  }

  /** The page goes: a load in flight is dropped. */
  stop(): void {
    this.controller?.abort();
  }

  get isEmpty(): boolean {
    return this.state === 'done' && this.tree.roots.length === 0;
  }

  /** The tree's single selection (a click, Space or Enter): choosing the chosen one keeps it. */
  choose(id: number): void {
    this.chosenId = id;
  }

  isChosen(id: number): boolean {
    return this.chosenId === id;
  }

  get chosen(): TreeNode<Category> | undefined {
    return this.chosenId === null ? undefined : this.tree.find(this.chosenId);
  }

  /** The chosen category's tags, then its subcategories' (depth first), each once. */
  get chosenTags(): number[] {
    return [...new Set(this.chosen ? subtree(this.chosen).flatMap((node) => node.item.tags) : [])];
  }
}
