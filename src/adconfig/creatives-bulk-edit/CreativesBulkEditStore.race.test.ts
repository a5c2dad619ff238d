import { expectLatestWins } from '@test/races';
import { creativesBulkEditApi, creativesOf } from './api';
import { CreativesBulkEditStore } from './CreativesBulkEditStore';

describe('CreativesBulkEditStore races', () => {
  it('shows the answer to the latest filters when answers come out of order, and aborts the requests it replaced', async () => {
    const { requests } = await expectLatestWins({
      at: '/creatives/bulk-edit#q=%D0%B1',
      makeStore: () => new CreativesBulkEditStore(creativesBulkEditApi('/creatives/bulk-edit')),
      list: (store) => store.list,
      path: '/creatives/bulk-edit',
      rowsOf: creativesOf,
      changes: [
        (store) => {
          store.draft.edit('cid', '2, 3');
          store.search();
        },
        (store) => {
          store.draft.edit('st', 'blocked');
          store.search();
        },
      ],
    });
    expect(requests.map((r) => r.query)).toEqual([
      { 'filters[name]': 'б' },
      { 'filters[name]': 'б', 'filters[campaign_id]': ['2', '3'] },
      { 'filters[name]': 'б', 'filters[campaign_id]': ['2', '3'], 'filters[status]': 'blocked' },
    ]);
    expect(window.location.hash).toBe('#q=%D0%B1&cid=2%2C3&st=blocked');
  });
});
