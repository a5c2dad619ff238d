import { expectReloadLatestWins } from '@test/races';
import { coefficientsApi } from './api';
import { SearchTaskCoefficientsStore } from './SearchTaskCoefficientsStore';

const rowOf = (store: SearchTaskCoefficientsStore, index: number) => {
  const row = store.table.list.rows[index];
  if (!row) throw new Error(`seed: a coefficient at row ${index + 1}`);
  return row;
};

describe('SearchTaskCoefficientsStore races', () => {
  it('two status switches in a row: the first reload is aborted, the list shows both switches', async () => {
    await expectReloadLatestWins({
      at: '/inimage/coefficients?oid=2',
      makeStore: () => new SearchTaskCoefficientsStore(coefficientsApi(), []),
      list: (s) => s.table.list,
      path: '/inimage/coefficients',
      actions: [(s) => s.table.toggleStatus(rowOf(s, 0)), (s) => s.table.toggleStatus(rowOf(s, 1))],
    });
  });
});
