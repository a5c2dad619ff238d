import { expectLatestWins } from '@test/races';
import { reportsOf } from '@adconfig/shared/non-std-reports/report';
import { nonStdReportsApi } from './api';
import { NonStdReportsStore } from './NonStdReportsStore';

const BASE = '/stat/non-std-reports';

describe('NonStdReportsStore races', () => {
  it('shows the answer to the latest name searched when answers come out of order, and aborts the requests it replaced', async () => {
    const search = (q: string) => (store: NonStdReportsStore) => {
      store.draft.edit('q', q);
      store.search();
    };
    const { requests } = await expectLatestWins({
      at: BASE,
      makeStore: () => new NonStdReportsStore(nonStdReportsApi(BASE)),
      list: (store) => store.list,
      path: BASE,
      rowsOf: reportsOf,
      changes: [search('отчёт'), search('выручка')],
    });
    expect(requests.map((r) => r.query)).toEqual([{}, { search: 'отчёт' }, { search: 'выручка' }]);
    expect(window.location.hash).toBe('#q=%D0%B2%D1%8B%D1%80%D1%83%D1%87%D0%BA%D0%B0');
  });
});
