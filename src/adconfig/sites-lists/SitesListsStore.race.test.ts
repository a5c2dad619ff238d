import { expectLatestWins } from '@test/races';
import { sitesListsApi } from './api';
import { SitesListsStore } from './SitesListsStore';

describe('SitesListsStore races', () => {
  it('shows the answer to the latest filters when answers come out of order, and aborts the requests it replaced', async () => {
    const { requests } = await expectLatestWins({
      at: '/preferences/sites-lists/',
      makeStore: () => new SitesListsStore(sitesListsApi(), { filter: true }),
      list: (store) => store.list,
      path: '/api/hb/sites-lists',
      changes: [
        (store) => store.setStatus('blocked'),
        (store) => {
          store.draft.edit('q', '№');
          store.search();
        },
        (store) => store.list.sortBy('name'),
      ],
    });
    expect(requests.map((r) => r.query)).toEqual([
      { page: '1', per_page: '50', field: 'id', order: 'desc' },
      { status: 'blocked', page: '1', per_page: '50', field: 'id', order: 'desc' },
      { status: 'blocked', search: '№', page: '1', per_page: '50', field: 'id', order: 'desc' },
      { status: 'blocked', search: '№', page: '1', per_page: '50', field: 'name', order: 'asc' },
    ]);
  });
});
