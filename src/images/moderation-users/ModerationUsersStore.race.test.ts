import { expectLatestWins } from '@test/races';
import { moderationUsersApi } from './api';
import { ModerationUsersStore } from './ModerationUsersStore';

describe('ModerationUsersStore races', () => {
  it('shows the answer to the latest filters when answers come out of order, and aborts the requests it replaced', async () => {
    const { requests } = await expectLatestWins({
      at: '/statistics/inimage/moderation/users',
      makeStore: () => new ModerationUsersStore(moderationUsersApi()),
      list: (store) => store.list,
      path: '/statistics/inimage/moderation/users',
      changes: [
        (store) => {
          store.draft.edit('q', 'ivanov');
          store.search();
        },
        (store) => store.list.sortBy('user_login'),
      ],
    });
    expect(requests.map(({ query: { rnd, ...rest } }) => rest)).toEqual([
      { page: '1', per_page: '50', field: 'actions', order: 'desc' },
      { search: 'ivanov', page: '1', per_page: '50', field: 'actions', order: 'desc' },
      { search: 'ivanov', page: '1', per_page: '50', field: 'user_login', order: 'asc' },
    ]);
    expect(window.location.hash).toBe('#q=ivanov&f=user_login&o=asc');
  });
});
