import { answerConfirm } from '@test/dialogs';
import { expectReloadLatestWins } from '@test/races';
import { AccessListGroupsStore } from './AccessListGroupsStore';
import { accessListGroupsApi } from './api';

const groupAt = (store: AccessListGroupsStore, index: number) => {
  const row = store.table.list.rows[index];
  if (!row || row.traits.length === 0) throw new Error(`seed: a group with lists at row ${index + 1}`);
  return row;
};

describe('AccessListGroupsStore races', () => {
  it('two lists removed in a row: the first reload is aborted, the list shows both removals', async () => {
    const remove = async (store: AccessListGroupsStore, index: number) => {
      const group = groupAt(store, index);
      const removing = store.removeList(group, group.traits[0]);
      await answerConfirm(true);
      return removing;
    };
    await expectReloadLatestWins({
      at: '/preferences/accesslists/groups',
      makeStore: () => new AccessListGroupsStore(accessListGroupsApi()),
      list: (s) => s.table.list,
      path: '/preferences/accesslists/groups',
      actions: [(s) => remove(s, 0), (s) => remove(s, 1)],
    });
  });
});
