import { answerConfirm } from '@test/dialogs';
import { expectReloadLatestWins } from '@test/races';
import { bannerTypeFieldsApi } from './api';
import { BannerTypeFieldsStore } from './BannerTypeFieldsStore';

/** Deletes the field `fromEnd` rows from the end (the list is not reloaded in between), answering the confirmation. */
const deleteRow = (fromEnd: number) => async (store: BannerTypeFieldsStore): Promise<boolean> => {
  const row = store.table.list.rows.at(-fromEnd);
  if (!row) throw new Error('seed: a field to delete');
  const done = store.table.remove(row);
  await answerConfirm(true);
  return done;
};

describe('BannerTypeFieldsStore races', () => {
  it('two deletes in a row: the first reload is aborted, the list shows both gone', async () => {
    await expectReloadLatestWins({
      at: '/preferences/banners-types/1/fields',
      makeStore: () => new BannerTypeFieldsStore(bannerTypeFieldsApi()),
      list: (s) => s.table.list,
      path: '/preferences/banners-types/1/fields',
      actions: [deleteRow(1), deleteRow(2)],
    });
  });
});
