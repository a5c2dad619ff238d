import { TreeStore } from './TreeStore';

interface Item {
  id: number;
  parent: number | null;
}

/** Loads answered by the test, in any order. */
function heldCalls() {
  const pending: { answer: (items: Item[]) => void; signal: AbortSignal }[] = [];
  const calls = {
    load: (signal: AbortSignal) => new Promise<Item[]>((answer) => pending.push({ answer, signal })),
    create: () => Promise.resolve({ data: null, message: undefined, redirect: undefined }),
    update: () => Promise.resolve({ data: null, message: undefined, redirect: undefined }),
    removeSubtree: () => Promise.resolve({ data: null, message: undefined, redirect: undefined }),
  };
  return { calls, pending };
}

describe('TreeStore', () => {
  it('shows the latest load only, the earlier one aborted, and keeps the nodes while the next loads', async () => {
    const { calls, pending } = heldCalls();
    const tree = new TreeStore<Item, { name: string }, { name: string }>(calls, {
      id: (i) => i.id,
      parentId: (i) => i.parent,
      form: { empty: () => ({ name: '' }), fromItem: () => ({ name: '' }), toInput: (values) => values },
      confirmDelete: () => ({ message: 'Вы уверены?' }),
    });
    const first = tree.load();
    const second = tree.load();
    expect(pending[0].signal.aborted).toBe(true);
    pending[1].answer([{ id: 2, parent: null }, { id: 3, parent: 2 }]);
    pending[0].answer([{ id: 1, parent: null }]);
    await Promise.all([first, second]);
    expect(tree.roots.map((n) => n.id)).toEqual([2]);
    expect(tree.state).toBe('ready');
    tree.toggle(2);
    expect(tree.visible.map((n) => n.id)).toEqual([2, 3]);
    const third = tree.load();
    expect(tree.loading).toBe(true);
    expect(tree.roots.map((n) => n.id)).toEqual([2]);
    pending[2].answer([]);
    await third;
    expect(tree.isEmpty).toBe(true);
  });
});
