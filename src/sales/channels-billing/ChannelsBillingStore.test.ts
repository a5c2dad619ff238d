import { waitFor } from '@testing-library/react';
import { TEST_CSRF_TOKEN } from '@fixtures/server/testing/backend';
import { expectLatestWins } from '@test/races';
import { backend } from '@test/setup';
import { channelsBillingApi, rowsOf } from './api';
import { ChannelsBillingStore } from './ChannelsBillingStore';

const PAGE = '/statistics/channels-billing';
const REPORT = '/api/stat/channels';

describe('ChannelsBillingStore', () => {
  it('asks for the period and search, 50 by amount descending, with the headers; the export carries the page’s hash behind urlPath (S 7 `?{hash}`)', async () => {
    window.history.replaceState(null, '', `${PAGE}#dr=2026-11-01,2026-11-15&q=Урал`);
    const store = new ChannelsBillingStore(channelsBillingApi('/bo'));
    const stop = store.start();
    await waitFor(() => expect(backend.all('GET', `/bo${REPORT}`)).toHaveLength(1));
    const request = backend.last('GET', `/bo${REPORT}`);
    expect(request.search).toBe('date_range%5B%5D=2026-11-01&date_range%5B%5D=2026-11-15&search=%D0%A3%D1%80%D0%B0%D0%BB&page=1&per_page=50&field=amount&order=desc');
    expect(request.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    expect(store.exportUrl).toBe(`/bo/api/stat/channels/export?${window.location.hash.slice(1)}`);
    expect(store.exportUrl).toBe('/bo/api/stat/channels/export?dr=2026-11-01%2C2026-11-15&q=%D0%A3%D1%80%D0%B0%D0%BB');
    stop();
  });

  it('the stand-in’s export reads the hash it is given: its period, search and sort', async () => {
    window.history.replaceState(null, '', `${PAGE}#q=Сибир&f=shows&o=asc`);
    const store = new ChannelsBillingStore(channelsBillingApi());
    const stop = store.start();
    const answer = await backend.fetch(store.exportUrl);
    const lines = (await answer.text()).split('\n').slice(1);
    const shows = lines.map((line) => Number(line.split(';')[3]));
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.every((line) => /сибир/i.test(line))).toBe(true);
    expect(shows).toEqual([...shows].sort((a, b) => a - b));
    stop();
  });

  it('shows the answer to the latest filters when answers come out of order, and aborts the requests it replaced', async () => {
    const { requests } = await expectLatestWins({
      at: PAGE,
      makeStore: () => new ChannelsBillingStore(channelsBillingApi()),
      list: (store) => store.report,
      path: REPORT,
      rowsOf: (data) => rowsOf(data),
      changes: [
        (store) => {
          store.draft.edit('q', 'Сибирь');
          store.search();
        },
        (store) => store.report.sortBy('shows'),
        (store) => {
          store.draft.edit('dr', '2026-11-01,2026-11-10');
          store.search();
        },
      ],
    });
    expect(requests.at(-1)?.search).toBe('date_range%5B%5D=2026-11-01&date_range%5B%5D=2026-11-10&search=%D0%A1%D0%B8%D0%B1%D0%B8%D1%80%D1%8C&page=1&per_page=50&field=shows&order=asc');
  });
});
