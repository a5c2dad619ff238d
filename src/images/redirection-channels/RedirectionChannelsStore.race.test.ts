import { answerConfirm } from '@test/dialogs';
import { expectReloadLatestWins } from '@test/races';
import { redirectionChannelsApi } from './api';
import { RedirectionChannelsStore } from './RedirectionChannelsStore';

/** Deletes the table's row `index` (the table is not reloaded in between), answering the confirmation. */
const deleteRow = (index: number) => async (store: RedirectionChannelsStore): Promise<boolean> => {
  const row = store.table.list.rows[index];
  if (!row) throw new Error(`seed: a redirection channel at row ${index + 1}`);
  const done = store.table.remove(row);
  await answerConfirm(true);
  return done;
};

describe('RedirectionChannelsStore races (the table)', () => {
  it('two deletes in a row: the first reload is aborted, the table shows both gone', async () => {
    const real = redirectionChannelsApi();
    const empty = { rows: [], total: 0, meta: {}, extra: {} };
    await expectReloadLatestWins({
      at: '/preferences/redirection-channels',
      // The search, formats and statuses also GET /api/: here they answer without the network, so every /api/ call is the table's.
      makeStore: () => new RedirectionChannelsStore({ ...real, search: () => Promise.resolve(empty), formats: () => Promise.resolve([]), statuses: () => Promise.resolve([]) }),
      list: (store) => store.table.list,
      path: '/api/',
      actions: [deleteRow(0), deleteRow(1)],
    });
  });
});
