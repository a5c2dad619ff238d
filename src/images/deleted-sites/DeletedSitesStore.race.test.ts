import { expectLatestWins } from '@test/races';
import { deletedSitesApi } from './api';
import { DeletedSitesStore } from './DeletedSitesStore';

describe('DeletedSitesStore races', () => {
  it('shows the answer to the latest filters when answers come out of order, and aborts the requests it replaced', async () => {
    const { requests } = await expectLatestWins({
      at: '/preferences/deleted/sites',
      makeStore: () => new DeletedSitesStore(deletedSitesApi()),
      list: (store) => store.list,
      path: '/preferences/deleted/sites/search',
      changes: [
        (store) => {
          store.draft.edit('q', 'media');
          store.search();
        },
        (store) => store.list.sortBy('url'),
        (store) => store.list.setPerPage('all'),
      ],
    });
    expect(requests.map((r) => r.query)).toEqual([
      { page: '1', per_page: '50', field: 'site_id', order: 'desc' },
      { search: 'media', page: '1', per_page: '50', field: 'site_id', order: 'desc' },
      { search: 'media', page: '1', per_page: '50', field: 'url', order: 'asc' },
      { search: 'media', page: '1', per_page: 'all', field: 'url', order: 'asc' },
    ]);
    expect(window.location.hash).toBe('#q=media&pp=all&f=url&o=asc');
  });
});
