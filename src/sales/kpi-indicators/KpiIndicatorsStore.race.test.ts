import { expectReloadLatestWins } from '@test/races';
import { kpiIndicatorsApi } from './api';
import { KpiIndicatorsStore } from './KpiIndicatorsStore';

const rowOf = (store: KpiIndicatorsStore, index: number) => {
  const row = store.table.list.rows[index];
  if (!row) throw new Error(`seed: an indicator at row ${index + 1}`);
  return row;
};

describe('KpiIndicatorsStore races', () => {
  it('two status switches in a row: the first reload is aborted, the list shows both switches', async () => {
    const store = await expectReloadLatestWins({
      at: '/preferences/sales/kpi-indicators',
      makeStore: () => new KpiIndicatorsStore(kpiIndicatorsApi()),
      list: (s) => s.table.list,
      path: '/api/sales/kpi-indicators',
      actions: [(s) => s.table.toggleStatus(rowOf(s, 0)), (s) => s.table.toggleStatus(rowOf(s, 1))],
    });
    expect(store.table.list.rows.length).toBeGreaterThan(1);
  });
});
