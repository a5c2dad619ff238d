// Issue 41: on the existing backend (strict stand-in: the report's GET, which the spec does not name, answers 404)
// the page shows the first page it prints; another request asks the GET, and its failure is the load failure.
import { waitFor } from '@testing-library/react';
import { backend } from '@test/setup';
import { notify } from '@core/notify';
import { channelsBillingApi, rowsOf } from './api';
import { ChannelsBillingStore } from './ChannelsBillingStore';

const PAGE = '/statistics/channels-billing';
const REPORT = '/api/stat/channels';
const FIRST_PAGE = { rows: rowsOf([{ channel_id: 43, channel_name: 'Кулинария «Вкусно»', partner_id: 7, partner_name: 'ООО «Кухня»', shows: 10, clicks: 1, amount: 5 }]), total: 1 };

describe('ChannelsBillingStore on the existing backend', () => {
  it('shows the printed first page without a call; a search asks the GET, whose absence is the load failure', async () => {
    backend.setModes({ strict: true });
    window.history.replaceState(null, '', PAGE);
    const store = new ChannelsBillingStore(channelsBillingApi('', FIRST_PAGE));
    const stop = store.start();
    await waitFor(() => expect(store.report.loaded).toBe(true));
    expect(store.report.rows.map((r) => r.channel_name)).toEqual(['Кулинария «Вкусно»']);
    expect(backend.all('GET', REPORT)).toHaveLength(0);

    store.filters.set({ q: 'Урал' });
    await waitFor(() => expect(backend.all('GET', REPORT)).toHaveLength(1));
    expect(backend.last('GET', REPORT).query).toMatchObject({ search: 'Урал' });
    await waitFor(() => expect(store.report.state).toBe('failed'));
    expect(notify.toasts.at(-1)).toMatchObject({ variant: 'danger' });
    stop();
  });
});
