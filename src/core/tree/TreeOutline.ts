import { computed, makeAutoObservable, observable } from 'mobx';
import { buildTree, subtree, visibleNodes, type TreeNode, type TreeShape } from './treeModel';

/**
 * The read part of a tree, written once for every tree of the product: the nodes built from the
 * items a store holds, which of them are open, the nodes a reader sees, and a node by id. An editable
 * tree (TreeStore), a read-only one (geo objects) and a picker (tag categories) each keep their items
 * and hand this outline a function reading them; it satisfies TreeView's model as it is.
 */
export class TreeOutline<Item> {
  private readonly expanded = observable.set<number>();

  constructor(
    private readonly items: () => Item[],
    private readonly shape: TreeShape<Item>,
  ) {
    // keepAlive: a store action (find, a delete's subtree) reads the same nodes the view shows, built once per items.
    makeAutoObservable<TreeOutline<Item>, 'items' | 'shape' | 'expanded'>(
      this,
      { items: false, shape: false, expanded: false, roots: computed({ keepAlive: true }), byId: computed({ keepAlive: true }) },
      { autoBind: true },
    );
  }

  get roots(): TreeNode<Item>[] {
    return buildTree(this.items(), this.shape);
  }

  /** Every node by id, nested ones included (a list beside the tree names its items from it). */
  get byId(): ReadonlyMap<number, TreeNode<Item>> {
    return new Map(this.roots.flatMap(subtree).map((node) => [node.id, node]));
  }

  /** The nodes shown, in reading order (arrow-key navigation walks these). */
  get visible(): TreeNode<Item>[] {
    return visibleNodes(this.roots, this.isExpanded);
  }

  find(id: number): TreeNode<Item> | undefined {
    return this.byId.get(id);
  }

  isExpanded(id: number): boolean {
    return this.expanded.has(id);
  }

  toggle(id: number): void {
    this.setExpanded(id, !this.expanded.has(id));
  }

  setExpanded(id: number, open: boolean): void {
    if (open) this.expanded.add(id);
    else this.expanded.delete(id);
  }

  /** Exactly these nodes open (a freshly loaded tree: its roots). */
  expandOnly(ids: number[]): void {
    this.expanded.replace(ids);
  }

  /** Opens the node's ancestors, so that it shows (a selection named by a link). */
  reveal(id: number): void {
    for (let node = this.find(id); node && node.parentId !== null; node = this.find(node.parentId)) this.expanded.add(node.parentId);
  }
}
