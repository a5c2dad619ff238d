import { waitFor } from '@testing-library/react';
import { backend } from '@test/setup';
import { EMPTY_RESULT_VALUE, UNKNOWN_RESULT_VALUE } from '@fixtures/server/routes/non-std-reports';
import { nonStdReportRunApi } from './api';
import { FILTER_CAP, INT_TEXT, NonStdReportRunStore } from './NonStdReportRunStore';

const BASE = '/stat/non-std-reports';

async function openStore(id: number) {
  window.history.replaceState(null, '', `${BASE}/${id}`);
  const store = new NonStdReportRunStore(nonStdReportRunApi(BASE), id);
  await store.page.load();
  return store;
}

describe('NonStdReportRunStore', () => {
  it('starts from the defaults; sends only the filters with a value; an int must be whole; reset puts the defaults back', async () => {
    const store = await openStore(1);
    expect(store.filters.map((f) => f.key)).toEqual(['date_from', 'date_to', 'site_id']);
    expect(store.form.values.values).toEqual(['2026-11-01', '', '']);
    expect(store.canSearch).toBe(true);
    store.form.set('values.2', '12,5');
    await store.search();
    expect(store.form.errors['values.2']).toBe(INT_TEXT);
    expect(backend.all('POST', `${BASE}/1/execute`)).toHaveLength(0);
    store.form.set('values.2', ' 5000 ');
    await store.search();
    expect(backend.last('POST', `${BASE}/1/execute`).body).toEqual({ filters: { date_from: '2026-11-01', site_id: '5000' } });
    expect(store.result).toMatchObject({ kind: 'table', columns: [{ key: 'site_id', title: 'ID сайта' }, { key: 'domain' }, { key: 'shows' }, { key: 'filters' }] });
    store.reset();
    expect(store.result).toBeNull();
    expect(store.form.values.values).toEqual(['2026-11-01', '', '']);
  });

  it('searches only when some filter has a value; floats go with a dot; an empty table, a file and an unknown answer', async () => {
    const store = await openStore(3);
    store.form.set('values.0', '');
    expect(store.canSearch).toBe(false);
    await store.search();
    expect(backend.all('POST', `${BASE}/3/execute`)).toHaveLength(0);
    store.form.set('values.0', '0,75');
    await store.search();
    expect(backend.last('POST', `${BASE}/3/execute`).body).toEqual({ filters: { min_ctr: '0.75' } });
    store.form.set('values.0', EMPTY_RESULT_VALUE);
    await store.search();
    expect(store.result).toMatchObject({ kind: 'table', rows: [] });
    store.form.set('values.0', UNKNOWN_RESULT_VALUE);
    await store.search();
    expect(store.result).toEqual({ kind: 'unknown' });

    const file = await openStore(4);
    await file.search();
    expect(file.result).toEqual({ kind: 'file', url: '/stat/non-std-reports/files/report-4.xlsx' });
  });

  it('a newer search aborts the one in flight; the latest answer shows', async () => {
    const store = await openStore(5);
    store.form.set('values.0', '11');
    const held = backend.hold('POST', `${BASE}/5/execute`);
    const first = store.search();
    await waitFor(() => expect(backend.all('POST', `${BASE}/5/execute`)).toHaveLength(1));
    store.form.set('values.0', '22');
    const second = store.search();
    held.release();
    await Promise.all([first, second]);
    const requests = backend.all('POST', `${BASE}/5/execute`);
    expect(requests).toHaveLength(2);
    expect(requests[0].aborted).toBe(true);
    expect(store.result).toMatchObject({ kind: 'table', rows: expect.arrayContaining([expect.objectContaining({ filters: 'campaign_id=22' })]) });
    expect(store.running).toBe(false);
  });

  it('draws at most FILTER_CAP filters of a report that lists more, says how many are left out, and sends only the drawn ones', async () => {
    const filters = Array.from({ length: FILTER_CAP + 50 }, (_, i) => ({ key: `f${i}`, type: 'string', default: i === FILTER_CAP + 10 ? 'x' : '' }));
    backend.db.collection<{ id: number; params: { filters: unknown[] } }>('non-std-reports').update(1, { params: { filters } });
    const store = await openStore(1);
    expect(store.filters).toHaveLength(FILTER_CAP);
    expect(store.filtersLeftOut).toBe(50);
    expect(store.form.values.values).toHaveLength(FILTER_CAP);
    store.form.set('values.3', 'abc');
    await store.search();
    expect(backend.last('POST', `${BASE}/1/execute`).body).toEqual({ filters: { f3: 'abc' } });
  });
});
