import { waitFor } from '@testing-library/react';
import { notify } from '@core/notify';
import { backend, sentQuery } from '@test/setup';
import { TEST_CSRF_TOKEN } from '@fixtures/server/testing/backend';
import { deletedSitesApi } from './api';
import { DeletedSitesStore } from './DeletedSitesStore';

const SEARCH = '/preferences/deleted/sites/search';

function startAt(url: string) {
  window.history.replaceState(null, '', url);
  const store = new DeletedSitesStore(deletedSitesApi());
  const stop = store.start();
  return { store, stop };
}

describe('DeletedSitesStore', () => {
  it('asks for the first page of 50, newest sites first, with the ajax and CSRF headers', async () => {
    const { store, stop } = startAt('/preferences/deleted/sites');
    await waitFor(() => expect(store.list.loaded).toBe(true));
    const request = backend.last('GET', SEARCH);
    expect(request.query).toEqual({ page: '1', per_page: '50', field: 'site_id', order: 'desc' });
    expect(request.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(request.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    expect(store.list.rows).toHaveLength(50);
    // I 7: the total comes from meta.count.
    expect(store.list.total).toBe(backend.db.collection('deleted-sites').count());
    expect(store.list.pageCount).toBe(3);
    stop();
  });

  it('starts from the filters of the hash and sends them as search, partner_id, page, per_page, field, order', async () => {
    const { store, stop } = startAt('/preferences/deleted/sites#q=media&pid=100,107&p=1&pp=all&f=url&o=asc');
    await waitFor(() => expect(store.list.loaded).toBe(true));
    expect(sentQuery(backend.last('GET', SEARCH))).toBe('search=media&partner_id[]=100&partner_id[]=107&page=1&per_page=all&field=url&order=asc');
    expect(store.list.rows.length).toBeGreaterThan(0);
    expect(store.list.rows.every((row) => [100, 107].includes(row.partner_id ?? 0))).toBe(true);
    expect(store.draft.text).toEqual({ q: 'media', pid: '100,107' });
    stop();
  });

  it('applies what is typed on search (back to page 1) and writes it to the hash', async () => {
    const { store, stop } = startAt('/preferences/deleted/sites#p=2');
    await waitFor(() => expect(store.list.loaded).toBe(true));
    store.draft.edit('q', 'novosti');
    store.draft.edit('pid', '114, 121');
    store.search();
    await waitFor(() => expect(sentQuery(backend.last('GET', SEARCH))).toMatch(/^search=novosti&partner_id\[\]=114&partner_id\[\]=121&page=1&/));
    expect(window.location.hash).toBe('#q=novosti&pid=114%2C121');
    stop();
  });

  it('marks partner ids that are not numbers and sends nothing', async () => {
    const { store, stop } = startAt('/preferences/deleted/sites');
    await waitFor(() => expect(store.list.loaded).toBe(true));
    const before = backend.all('GET', SEARCH).length;
    store.draft.edit('pid', '12, abc');
    store.search();
    expect(store.draft.errors.pid).toBe('Некорректное значение');
    expect(backend.all('GET', SEARCH)).toHaveLength(before);
    stop();
  });

  it('reloads when the same search is asked again', async () => {
    const { store, stop } = startAt('/preferences/deleted/sites');
    await waitFor(() => expect(store.list.loaded).toBe(true));
    store.search();
    await waitFor(() => expect(backend.all('GET', SEARCH)).toHaveLength(2));
    stop();
  });

  it('takes the columns from /columns', async () => {
    const { store, stop } = startAt('/preferences/deleted/sites');
    await waitFor(() => expect(store.columns.state).toBe('ready'));
    expect(store.columns.value.map((c) => c.field)).toEqual(['site_id', 'url', 'partner_id', 'partner_mail', 'partner_status']);
    expect(backend.last('GET', '/preferences/deleted/sites/columns').headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    stop();
  });

  it('says what went wrong when the columns cannot be loaded', async () => {
    backend.fail('GET', '/preferences/deleted/sites/columns', { success: false, message: 'Нет доступа к разделу' });
    const { store, stop } = startAt('/preferences/deleted/sites');
    await waitFor(() => expect(store.columns.state).toBe('failed'));
    expect(notify.toasts.map((t) => t.lines.join())).toContain('Нет доступа к разделу');
    stop();
  });
});
