import { expectReloadLatestWins } from '@test/races';
import { handbookValuesApi } from './api';
import { HandbookValuesStore } from './HandbookValuesStore';

/** A row action without a confirmation: the modal's save reloads the list. */
function rename(store: HandbookValuesStore, index: number, name: string) {
  const row = store.table.list.rows[index];
  if (!row) throw new Error(`seed: a value at row ${index + 1}`);
  store.editor.openEdit(row);
  store.editor.form.set('name', name);
  return store.editor.save();
}

describe('HandbookValuesStore races', () => {
  it('two renames in a row: the first reload is aborted, the list shows both names', async () => {
    const store = await expectReloadLatestWins({
      at: '/preferences/handbook-values/2',
      makeStore: () => new HandbookValuesStore(handbookValuesApi()),
      list: (s) => s.table.list,
      path: '/preferences/handbook-values/2',
      actions: [(s) => rename(s, 0, 'Первое имя'), (s) => rename(s, 1, 'Второе имя')],
    });
    expect(store.table.list.rows.slice(0, 2).map((r) => r.name)).toEqual(['Первое имя', 'Второе имя']);
  });
});
