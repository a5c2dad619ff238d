import { expectLatestWins } from '@test/races';
import { creativeChannelsApi, rowsOf } from './api';
import { CreativeChannelsStore } from './CreativeChannelsStore';

describe('CreativeChannelsStore races', () => {
  it('a filter then a sort while loads are in flight: the latest wins, the others are aborted', async () => {
    await expectLatestWins({
      at: '/creatives/channels/?id=1',
      makeStore: () => new CreativeChannelsStore(creativeChannelsApi(1), 1),
      list: (store) => store.list,
      path: '/creatives/1/channels',
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
