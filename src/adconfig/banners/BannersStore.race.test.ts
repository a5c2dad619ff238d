import { expectLatestWins } from '@test/races';
import { bannersApi, rowsOf } from './api';
import { BannersStore } from './BannersStore';

describe('BannersStore races', () => {
  it('a sort then a page while loads are in flight: the latest wins, the others are aborted', async () => {
    await expectLatestWins({
      at: '/banners/',
      makeStore: () => new BannersStore(bannersApi()),
      list: (store) => store.list,
      path: '/banners',
      rowsOf,
      changes: [(store) => store.list.sortBy('name'), (store) => store.list.paging.update({ page: 2 })],
    });
  });
});
