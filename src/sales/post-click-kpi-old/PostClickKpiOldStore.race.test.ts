// The race gate's test of the old post-click report's list (declared in probe.ts): the shared report's
// ReportStore, configured as this page configures it.
import { expectLatestWins } from '@test/races';
import { postClickKpiApi, rowsOf } from '@sales/shared/post-click/api';
import { PostClickKpiStore } from '@sales/shared/post-click/PostClickKpiStore';
import { OLD_TEXTS } from './texts';

it('shows the answer to the latest filters when answers come out of order, and aborts the requests it replaced', async () => {
  const { requests } = await expectLatestWins({
    at: '/statistics/post-click-kpi/old/',
    makeStore: () => new PostClickKpiStore(postClickKpiApi(), { comments: false, settingsAction: OLD_TEXTS.settingsAction }),
    list: (store) => store.report,
    path: '/api/stat/campaigns/post-click-kpi',
    rowsOf,
    changes: [
      (store) => {
        store.draft.edit('st', 'finished');
        store.search();
      },
      (store) => store.report.sortBy('agency_name'),
    ],
  });
  expect(requests.at(-1)?.query).toMatchObject({ campaign_status: 'finished', field: 'agency_name', order: 'asc' });
});
