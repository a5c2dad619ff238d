// The race gate's test of the category tree (probe.ts declares it: a TreeStore loads latest-wins): two
// categories renamed in a row, each save reloading the tree; the first reload is aborted and the tree
// shows what a fresh page shows.
import { expectReloadLatestWins } from '@test/races';
import { tagCategoriesApi } from './api';
import { TagCategoriesStore } from './TagCategoriesStore';

const PAGE = '/preferences/inimage/categories';

/** The tree as the race helper reads a list: its nodes, their count, its load state. */
const treeList = (store: TagCategoriesStore) => ({
  get rows() {
    return store.tree.visible;
  },
  get total() {
    return store.tree.visible.length;
  },
  get state() {
    return store.tree.state;
  },
  get error() {
    return store.tree.state === 'failed' ? 'error' : null;
  },
});

const rename = (index: number, name: string) => async (store: TagCategoriesStore) => {
  const node = store.tree.roots[index];
  store.tree.openEdit(node);
  store.tree.editor.form.set('name', name);
  await store.tree.editor.save();
};

it('shows the tree of the latest reload when two saves in a row reload it, and aborts the first reload', async () => {
  await expectReloadLatestWins({
    at: PAGE,
    makeStore: () => new TagCategoriesStore(tagCategoriesApi()),
    list: treeList,
    path: `${PAGE}/search`,
    actions: [rename(0, 'Гонка: первая'), rename(1, 'Гонка: вторая')],
  });
});
