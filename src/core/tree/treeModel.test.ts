import { buildTree, subtreeIds, visibleNodes } from './treeModel';

interface Item {
  id: number;
  parent: number | null;
  kids?: Item[];
}
const shape = { id: (i: Item) => i.id, parentId: (i: Item) => i.parent, children: (i: Item) => i.kids ?? [] };
const names = (nodes: ReturnType<typeof buildTree<Item>>): unknown => nodes.map((n) => [n.id, n.level, names(n.children)]);

describe('buildTree', () => {
  it('builds the same tree from a flat list and from a nested one, with levels', () => {
    const flat = buildTree<Item>([{ id: 1, parent: null }, { id: 2, parent: 1 }, { id: 3, parent: 2 }, { id: 4, parent: null }], shape);
    const nested = buildTree<Item>([{ id: 1, parent: null, kids: [{ id: 2, parent: null, kids: [{ id: 3, parent: null }] }] }, { id: 4, parent: null }], shape);
    expect(names(flat)).toEqual([[1, 1, [[2, 2, [[3, 3, []]]]]], [4, 1, []]]);
    expect(names(nested)).toEqual(names(flat));
    expect(subtreeIds(flat[0])).toEqual([1, 2, 3]);
    expect(visibleNodes(flat, (id) => id === 1).map((n) => n.id)).toEqual([1, 2, 4]);
  });

  it('shows an orphan and a parent loop as roots, a repeated id once, and never loops', () => {
    const roots = buildTree<Item>([{ id: 1, parent: 2 }, { id: 2, parent: 1 }, { id: 3, parent: 99 }, { id: 3, parent: null }, { id: 5, parent: 5 }], shape);
    expect(names(roots)).toEqual([[1, 1, [[2, 2, []]]], [3, 1, []], [5, 1, []]]);
    expect(roots.every((r) => r.parentId === null)).toBe(true);
  });
});
