import { expectReloadLatestWins } from '@test/races';
import { userGroupsApi } from './api';
import { UserGroupsStore } from './UserGroupsStore';

const rowOf = (store: UserGroupsStore, index: number) => {
  const row = store.table.list.rows[index];
  if (!row) throw new Error(`seed: a group at row ${index + 1}`);
  return row;
};

describe('UserGroupsStore races', () => {
  it('two members added in a row: the first reload is aborted, the list shows both', async () => {
    const member = { user_id: 230, login: 'x', role: '', status: '' };
    const store = await expectReloadLatestWins({
      at: '/users/groups',
      makeStore: () => new UserGroupsStore(userGroupsApi()),
      list: (s) => s.table.list,
      path: '/users/groups',
      actions: [
        (s) => s.table.act(rowOf(s, 0), { call: () => userGroupsApi().addMember(rowOf(s, 0).id, member.user_id) }),
        (s) => s.table.act(rowOf(s, 1), { call: () => userGroupsApi().addMember(rowOf(s, 1).id, member.user_id) }),
      ],
    });
    expect(store.table.list.rows.length).toBeGreaterThan(1);
  });
});
