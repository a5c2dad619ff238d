import { answerConfirm } from '@test/dialogs';
import { expectReloadLatestWins } from '@test/races';
import { closingDocumentsApi } from './api';
import { ClosingDocumentsStore } from './ClosingDocumentsStore';

/** Deletes the act `fromEnd` rows from the end (the list is not reloaded in between), answering the confirmation. */
const deleteRow = (fromEnd: number) => async (store: ClosingDocumentsStore): Promise<boolean> => {
  const row = store.table.list.rows.at(-fromEnd);
  if (!row) throw new Error('seed: an act to delete');
  const done = store.table.remove(row);
  await answerConfirm(true);
  return done;
};

describe('ClosingDocumentsStore races', () => {
  it('two deletes in a row: the first reload is aborted, the list shows both gone', async () => {
    const store = await expectReloadLatestWins({
      at: '/mediaplans/closing-documents/?id=1',
      makeStore: () => new ClosingDocumentsStore(closingDocumentsApi(1)),
      list: (s) => s.table.list,
      path: '/api/sales/mediaplans/1/closing-documents',
      actions: [deleteRow(1), deleteRow(2)],
    });
    expect(store.table.list.rows.length).toBeGreaterThan(1);
  });
});
