import { expectLatestWins } from '@test/races';
import { bannersTargetingApi, rowsOf } from './api';
import { BannersTargetingStore } from './BannersTargetingStore';

const PAGE = '/campaigns/banners-targeting';

describe('BannersTargetingStore races', () => {
  it('a filter then a sort while loads are in flight: the latest wins, the others are aborted', async () => {
    await expectLatestWins({
      at: `${PAGE}/?id=1`,
      makeStore: () => new BannersTargetingStore(bannersTargetingApi({ url: PAGE, campaignId: 1 })),
      list: (store) => store.list,
      path: PAGE,
      rowsOf,
      changes: [
        (store) => {
          store.draft.edit('l', 'yes');
          store.search();
        },
        (store) => store.list.sortBy('name'),
      ],
    });
  });
});
