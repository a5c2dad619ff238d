/**
 * A tree built from what a backend sends: a flat list (each item names its parent) or a nested one
 * (each item carries its children), or a mix. Untrusted in shape: an item whose parent is missing
 * becomes a root, a repeated id is kept once, and a parent cycle cannot loop (it is cut at a root).
 */
export interface TreeNode<Item> {
  id: number;
  parentId: number | null;
  item: Item;
  children: TreeNode<Item>[];
  /** 1 for a root (aria-level). */
  level: number;
}

export interface TreeShape<Item> {
  id: (item: Item) => number;
  parentId: (item: Item) => number | null;
  /** Nested children, when the answer nests them; default: none. */
  children?: (item: Item) => Item[];
}

/** Every item of a flat-or-nested list, its nested children lifted out with their parent set. */
function flatten<Item>(items: Item[], shape: TreeShape<Item>): { item: Item; parentId: number | null }[] {
  const out: { item: Item; parentId: number | null }[] = [];
  const walk = (list: Item[], parent: number | null): void => {
    for (const item of list) {
      out.push({ item, parentId: shape.parentId(item) ?? parent });
      walk(shape.children?.(item) ?? [], shape.id(item));
    }
  };
  walk(items, null);
  return out;
}

export function buildTree<Item>(items: Item[], shape: TreeShape<Item>): TreeNode<Item>[] {
  const nodes = new Map<number, TreeNode<Item>>();
  for (const { item, parentId } of flatten(items, shape)) {
    const id = shape.id(item);
    if (!nodes.has(id)) nodes.set(id, { id, parentId: parentId === id ? null : parentId, item, children: [], level: 1 });
  }
  const roots: TreeNode<Item>[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    if (parent && !isAncestor(node, parent, nodes)) parent.children.push(node);
    else {
      node.parentId = null; // a missing parent or a loop: shown as a root
      roots.push(node);
    }
  }
  const setLevels = (list: TreeNode<Item>[], level: number): void =>
    list.forEach((node) => {
      node.level = level;
      setLevels(node.children, level + 1);
    });
  setLevels(roots, 1);
  return roots;
}

/** Would hanging `node` under `parent` close a loop (node is parent's ancestor)? */
function isAncestor<Item>(node: TreeNode<Item>, parent: TreeNode<Item>, nodes: Map<number, TreeNode<Item>>): boolean {
  const seen = new Set<number>();
  for (let at: TreeNode<Item> | undefined = parent; at && !seen.has(at.id); at = at.parentId === null ? undefined : nodes.get(at.parentId)) {
    if (at.id === node.id) return true;
    seen.add(at.id);
  }
  return false;
}

/** The node and every descendant, depth first. */
export function subtree<Item>(node: TreeNode<Item>): TreeNode<Item>[] {
  return [node, ...node.children.flatMap(subtree)];
}

/** The ids of the node and every descendant, depth first (what a delete removes). */
export function subtreeIds<Item>(node: TreeNode<Item>): number[] {
  return subtree(node).map((n) => n.id);
}

/** The nodes a reader sees, in order: roots and the children of expanded nodes. */
export function visibleNodes<Item>(roots: TreeNode<Item>[], isExpanded: (id: number) => boolean): TreeNode<Item>[] {
  return roots.flatMap((node) => [node, ...(isExpanded(node.id) ? visibleNodes(node.children, isExpanded) : [])]);
}
