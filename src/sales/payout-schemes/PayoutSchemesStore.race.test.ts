import { expectReloadLatestWins } from '@test/races';
import { payoutSchemesApi } from './api';
import { PayoutSchemesStore } from './PayoutSchemesStore';

const rowOf = (store: PayoutSchemesStore, index: number) => {
  const row = store.table.list.rows[index];
  if (!row) throw new Error(`seed: a scheme at row ${index + 1}`);
  return row;
};

describe('PayoutSchemesStore races', () => {
  it('two status switches in a row: the first reload is aborted, the list shows both switches', async () => {
    const store = await expectReloadLatestWins({
      at: '/preferences/sales/payout-types',
      makeStore: () => new PayoutSchemesStore(payoutSchemesApi()),
      list: (s) => s.table.list,
      path: '/api/core/payout-types',
      actions: [(s) => s.table.toggleStatus(rowOf(s, 0)), (s) => s.table.toggleStatus(rowOf(s, 1))],
    });
    expect(store.table.list.rows.length).toBeGreaterThan(1);
  });
});
