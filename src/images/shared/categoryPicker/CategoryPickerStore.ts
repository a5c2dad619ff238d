import { makeAutoObservable } from 'mobx';
import { LoadOnce } from '@core/loadOnce';
import type { LoadState } from '@core/loadState';
import { TreeOutline } from '@core/tree/TreeOutline';
import { subtree, type TreeNode } from '@core/tree/treeModel';
import type { Category } from '../categories';

/**
 * I 2.1 category-based tag picking: the category tree (loaded once, when first asked for), one category
 * chosen, and the tags it offers: its own and its subcategories', each once. What a pick adds to is the
 * view's business (an image's edited tags, the bulk selection), so one picker serves every place of a page.
 */
export class CategoryPickerStore {
  chosenId: number | null = null;
  private readonly categories: LoadOnce<Category[]>;
  readonly tree: TreeOutline<Category>;

  constructor(fetch: (signal: AbortSignal) => Promise<Category[]>) {
    this.categories = new LoadOnce(fetch, []);
    this.tree = new TreeOutline<Category>(() => this.categories.value, { id: (c) => c.id, parentId: (c) => c.parent_id, children: (c) => c.children });
    makeAutoObservable<CategoryPickerStore, 'categories'>(this, { categories: false, tree: false }, { autoBind: true });
  }

  get state(): LoadState {
    return this.categories.state;
  }

  /** Loads the tree unless it is loaded or loading; after a failure (its error toast) it tries again. */
  load(): Promise<void> {
    return this.categories.load();
  }

  /** The page goes: a load in flight is dropped. */
  stop(): void {
    this.categories.stop();
  }

  get isEmpty(): boolean {
    return this.state === 'ready' && this.tree.roots.length === 0;
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
