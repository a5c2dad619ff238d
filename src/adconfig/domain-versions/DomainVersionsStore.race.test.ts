import { expectReloadLatestWins } from '@test/races';
import { domainVersionsApi } from './api';
import { DomainVersionsStore } from './DomainVersionsStore';

const versionOf = (store: DomainVersionsStore, id: number) => {
  const row = store.table.list.rows.find((r) => r.id === id);
  if (!row) throw new Error(`seed: version ${id}`);
  return row;
};

describe('DomainVersionsStore races', () => {
  it('two versions unpublished in a row: the first reload is aborted, the list shows both', async () => {
    const store = await expectReloadLatestWins({
      at: '/campaigns/stat/client-domains/1',
      makeStore: () => new DomainVersionsStore(domainVersionsApi({ object_id: 1, object_type_id: 1 })),
      list: (s) => s.table.list,
      path: '/api/stat/custom-report-domains-versions/1/1',
      actions: [(s) => s.toggleStatus(versionOf(s, 1)), (s) => s.toggleStatus(versionOf(s, 2))],
    });
    expect(store.table.list.rows.filter((r) => r.status === 'blocked').map((r) => r.id)).toEqual([4, 3, 2, 1]);
  });
});
