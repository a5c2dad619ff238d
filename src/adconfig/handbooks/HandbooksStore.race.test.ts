import { expectReloadLatestWins } from '@test/races';
import { handbooksApi } from './api';
import { HandbooksStore } from './HandbooksStore';

const rowOf = (store: HandbooksStore, index: number) => {
  const row = store.table.list.rows[index];
  if (!row) throw new Error(`seed: a handbook at row ${index + 1}`);
  return row;
};

/** A row action without a confirmation: the modal's save reloads the list. */
function rename(store: HandbooksStore, index: number, name: string) {
  store.editor.openEdit(rowOf(store, index));
  store.editor.form.set('name', name);
  return store.editor.save();
}

describe('HandbooksStore races', () => {
  it('two renames in a row: the first reload is aborted, the list shows both names', async () => {
    const store = await expectReloadLatestWins({
      at: '/preferences/handbooks',
      makeStore: () => new HandbooksStore(handbooksApi('/api/hb/handbooks')),
      list: (s) => s.table.list,
      path: '/api/hb/handbooks',
      actions: [(s) => rename(s, 0, 'Первое имя'), (s) => rename(s, 1, 'Второе имя')],
    });
    expect(store.table.list.rows.slice(0, 2).map((r) => r.name)).toEqual(['Первое имя', 'Второе имя']);
  });
});
