import { expectLatestWins, expectReloadLatestWins } from '@test/races';
import { verifierCountersApi } from './api';
import { PricesStore } from './PricesStore';
import { VerifierCountersStore } from './VerifierCountersStore';
import { answerConfirm } from '@test/dialogs';

const rowOf = (store: VerifierCountersStore, index: number) => {
  const row = store.table.list.rows[index];
  if (!row) throw new Error(`seed: a counter at row ${index + 1}`);
  return row;
};

describe('VerifierCountersStore races', () => {
  it('two deletes in a row: the first reload is aborted, the list shows both gone', async () => {
    const store = await expectReloadLatestWins({
      at: '/preferences/verifier-counters',
      makeStore: () => new VerifierCountersStore(verifierCountersApi()),
      list: (s) => s.table.list,
      path: '/api/hb/verifier-counters',
      actions: [
        (s) => {
          const done = s.table.remove(rowOf(s, 0));
          void answerConfirm(true);
          return done;
        },
        (s) => {
          const done = s.table.remove(rowOf(s, 1));
          void answerConfirm(true);
          return done;
        },
      ],
    });
    expect(store.table.list.rows.map((r) => r.id)).not.toContain(1);
  });

  it("a counter's prices: the latest page asked wins, the pages it replaced are aborted", async () => {
    const { requests } = await expectLatestWins({
      at: '/preferences/verifier-counters',
      makeStore: () => new PricesStore(verifierCountersApi(), 1),
      list: (s) => s.list,
      path: '/api/hb/verifier-counters/1/prices',
      changes: [(s) => s.list.paging.update({ page: 2 }), (s) => s.list.paging.update({ page: 3 })],
    });
    expect(requests.map((r) => r.query)).toEqual([
      { page: '1', per_page: '50' },
      { page: '2', per_page: '50' },
      { page: '3', per_page: '50' },
    ]);
  });
});
