import { expectLatestWins } from '@test/races';
import { mixTasksApi } from './api';
import { MixTasksStore } from './MixTasksStore';

describe('MixTasksStore races', () => {
  it('shows the answer to the latest filters when answers come out of order, and aborts the requests it replaced', async () => {
    const { requests } = await expectLatestWins({
      at: '/preferences/mix-tasks',
      makeStore: () => new MixTasksStore(mixTasksApi()),
      list: (store) => store.list,
      path: '/preferences/mix-tasks',
      changes: [
        (store) => store.list.paging.update({ page: 2 }),
        (store) => {
          store.draft.edit('status', 'new');
          store.draft.search();
        },
        (store) => {
          store.draft.edit('name', 'микс');
          store.draft.search();
        },
      ],
    });
    expect(requests.map((r) => r.query)).toEqual([
      { page: '1', with: ['filters', 'columns'] },
      { page: '2', with: ['filters', 'columns'] },
      { 'filters[status]': 'new', page: '1', with: ['filters', 'columns'] },
      { 'filters[name]': 'микс', 'filters[status]': 'new', page: '1', with: ['filters', 'columns'] },
    ]);
  });
});
