import { expectLatestWins } from '@test/races';
import { creativeGroupsApi } from '@adconfig/shared/creativeGroups/api';
import { flightsOf } from '@adconfig/shared/creativeGroups/flights';
import { CreativeGroupsStore } from './CreativeGroupsStore';

describe('CreativeGroupsStore races', () => {
  it('shows the flights of the latest campaign chosen when answers come out of order, and aborts the requests it replaced', async () => {
    const { requests } = await expectLatestWins({
      at: '/campaigns/creative-groups/?campaign_id=1',
      makeStore: () => new CreativeGroupsStore(creativeGroupsApi()),
      list: (store) => store.list,
      path: '/creatives',
      rowsOf: flightsOf,
      changes: [
        (store) => {
          store.draft.edit('c', '2');
          store.search();
        },
        (store) => {
          store.draft.edit('c', '3');
          store.search();
        },
      ],
    });
    expect(requests.map((r) => r.query)).toEqual([{ campaign_id: '1' }, { campaign_id: '2' }, { campaign_id: '3' }]);
  });
});
