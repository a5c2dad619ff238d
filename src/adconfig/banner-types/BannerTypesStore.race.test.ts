import { answerConfirm } from '@test/dialogs';
import { expectReloadLatestWins } from '@test/races';
import { bannerTypesApi } from './api';
import { BannerTypesStore } from './BannerTypesStore';

/** Deletes the type `fromEnd` rows from the end (the list is not reloaded in between), answering the confirmation. */
const deleteRow = (fromEnd: number) => async (store: BannerTypesStore): Promise<boolean> => {
  const row = store.table.list.rows.at(-fromEnd);
  if (!row) throw new Error('seed: a type to delete');
  const done = store.table.remove(row);
  await answerConfirm(true);
  return done;
};

describe('BannerTypesStore races', () => {
  it('two deletes in a row: the first reload is aborted, the list shows both gone', async () => {
    await expectReloadLatestWins({
      at: '/preferences/banners-types',
      makeStore: () => new BannerTypesStore(bannerTypesApi()),
      list: (s) => s.table.list,
      path: '/preferences/banners-types',
      actions: [deleteRow(1), deleteRow(2)],
    });
  });
});
