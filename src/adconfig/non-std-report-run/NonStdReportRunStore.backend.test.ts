// Issue 41: on the existing backend (strict stand-in: the one-report GET answers 404) the run page works from the
// report the page prints, and its execute answers the spec's result.
import { backend } from '@test/setup';
import { nonStdReportRunApi } from './api';
import { NonStdReportRunStore } from './NonStdReportRunStore';

const BASE = '/stat/non-std-reports';
const PRINTED = { id: 1, name: 'Выручка', data_source: 'clickhouse', result_type: 'table', request_tpl: 'SELECT 1', status: 'active', params: { filters: [{ key: 'site_id', type: 'int', default: '5', title: 'Площадка' }] } };

describe('NonStdReportRunStore on the existing backend', () => {
  it('shows the report the page printed, without the GET the spec does not name', async () => {
    backend.setModes({ strict: true });
    window.history.replaceState(null, '', `${BASE}/1`);
    const store = new NonStdReportRunStore(nonStdReportRunApi(BASE, PRINTED), 1);
    await store.page.load();
    expect(store.page.state).toBe('ready');
    expect(backend.all('GET', `${BASE}/1`)).toHaveLength(0);
    expect(store.report?.name).toBe('Выручка');
    expect(store.report?.titles.get('site_id')).toBe('Площадка');
  });
});
