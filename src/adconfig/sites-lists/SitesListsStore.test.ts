import { waitFor } from '@testing-library/react';
import { TEST_CSRF_TOKEN } from '@fixtures/server/testing/backend';
import { notify } from '@core/notify';
import { answerConfirm } from '@test/dialogs';
import { backend } from '@test/setup';
import { sitesListsApi } from './api';
import { SitesListsStore, type SitesListsPermissions } from './SitesListsStore';

const LIST = '/api/hb/sites-lists';
const ALL: SitesListsPermissions = { store: true, filter: true, update: true, destroy: true, export: true };

interface SeedList {
  id: number;
  status: string;
  name: string;
}
const seed = () => backend.db.collection<SeedList>('sites-lists').all();

function startAt(url: string, permissions?: SitesListsPermissions, urlPath?: string) {
  window.history.replaceState(null, '', url);
  const store = new SitesListsStore(sitesListsApi(urlPath), permissions);
  const stop = store.start();
  return { store, stop };
}

describe('SitesListsStore', () => {
  it('asks for active lists only when the user may not filter by status (A 9)', async () => {
    // An answer whose permissions object names no flag: the props' (none) apply.
    backend.db.setDoc('sites-lists-permissions', {});
    const { store, stop } = startAt('/preferences/sites-lists/#s=blocked');
    await waitFor(() => expect(store.list.loaded).toBe(true));
    const request = backend.last('GET', LIST);
    expect(request.query).toEqual({ status: 'active', page: '1', per_page: '50', field: 'id', order: 'desc' });
    expect(request.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(request.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    expect(store.list.rows.every((row) => row.status === 'active')).toBe(true);
    expect(store.list.total).toBe(seed().filter((l) => l.status === 'active').length);
    stop();
  });

  it('starts with every status when the filter permission is set, and filters when asked', async () => {
    const { store, stop } = startAt('/preferences/sites-lists/', ALL);
    await waitFor(() => expect(store.list.loaded).toBe(true));
    expect(backend.last('GET', LIST).query).not.toHaveProperty('status');
    expect(store.list.total).toBe(seed().length);
    store.setStatus('blocked');
    expect(window.location.hash).toBe('#s=blocked');
    await waitFor(() => expect(backend.last('GET', LIST).query).toMatchObject({ status: 'blocked', page: '1' }));
    await waitFor(() => expect(store.list.loaded).toBe(true));
    expect(store.list.rows.every((row) => row.status === 'blocked')).toBe(true);
    store.setStatus(null);
    expect(window.location.hash).toBe('');
    stop();
  });

  it('applies the list answer’s permissions (A 6, A 7) over the props’ flags: a granted filter starts the status filter empty', async () => {
    backend.db.setDoc('sites-lists-permissions', { filter: 1, store: true, destroy: false });
    const { store, stop } = startAt('/preferences/sites-lists/', { destroy: true, update: true });
    await waitFor(() => expect(backend.all('GET', LIST)).toHaveLength(2));
    expect(backend.all('GET', LIST).map((r) => r.query.status)).toEqual(['active', undefined]);
    await waitFor(() => expect(store.list.total).toBe(seed().length));
    expect(store.permissions).toEqual({ filter: true, store: true, destroy: false, update: true });
    expect(store.canFilterStatus).toBe(true);
    stop();
  });

  it('searches by name, sorts and pages from the hash', async () => {
    const { store, stop } = startAt('/preferences/sites-lists/#q=новост&f=name&o=asc', ALL);
    await waitFor(() => expect(store.list.loaded).toBe(true));
    expect(backend.last('GET', LIST).query).toEqual({ search: 'новост', page: '1', per_page: '50', field: 'name', order: 'asc' });
    expect(store.list.rows.length).toBeGreaterThan(0);
    expect(store.list.rows.every((row) => row.name.toLowerCase().includes('новост'))).toBe(true);
    stop();
  });

  it('a backend that ignores search, sort and paging (the whole list answered): they are applied here, page 2 is not page 1', async () => {
    const rows = Array.from({ length: 300 }, (_, i) => ({ id: i + 1, status: i % 3 ? 'active' : 'blocked', name: i % 2 ? `Новости ${i + 1}` : `Спорт ${i + 1}`, sites_count: i }));
    backend.fail('GET', LIST, { success: true, data: rows, meta: { total_count: 300 } });
    const { store, stop } = startAt('/preferences/sites-lists/#q=новости&s=active&f=sites_count&o=desc&p=2', ALL);
    await waitFor(() => expect(store.list.loaded).toBe(true));
    const matching = rows.filter((r) => r.status === 'active' && r.name.startsWith('Новости')).reverse();
    expect(store.list.total).toBe(matching.length);
    expect(store.list.rows.map((r) => r.id)).toEqual(matching.slice(50, 100).map((r) => r.id));
    stop();
  });

  it('goes to the site prefix given as urlPath', async () => {
    const { store, stop } = startAt('/preferences/sites-lists/', ALL, '/backoffice');
    await waitFor(() => expect(store.list.state).toBe('failed'));
    expect(backend.last('GET', '/backoffice/api/hb/sites-lists').query).toMatchObject({ page: '1' });
    stop();
  });

  it('deletes a list after confirmation, says so and reloads', async () => {
    const { store, stop } = startAt('/preferences/sites-lists/', ALL);
    await waitFor(() => expect(store.list.loaded).toBe(true));
    const row = store.list.rows[0];
    const loads = backend.all('GET', LIST).length;
    const removing = store.remove(row);
    expect((await answerConfirm(true)).message).toBe('Вы уверены?');
    await removing;
    const request = backend.last('DELETE', `${LIST}/${row.id}`);
    expect(request.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    expect(notify.toasts.at(-1)).toMatchObject({ variant: 'success', title: 'Удалено', lines: ['Список сайтов удалён'] });
    expect(backend.all('GET', LIST)).toHaveLength(loads + 1);
    expect(store.list.rows.map((r) => r.id)).not.toContain(row.id);
    expect(backend.db.collection('sites-lists').get(row.id)).toBeUndefined();
    stop();
  });

  it('deletes nothing when the confirmation is declined', async () => {
    const { store, stop } = startAt('/preferences/sites-lists/', ALL);
    await waitFor(() => expect(store.list.loaded).toBe(true));
    const removing = store.remove(store.list.rows[0]);
    await answerConfirm(false);
    await removing;
    expect(backend.all('DELETE', `${LIST}/:id`)).toHaveLength(0);
    stop();
  });

  it('keeps the row and shows the message when the delete fails', async () => {
    const { store, stop } = startAt('/preferences/sites-lists/', ALL);
    await waitFor(() => expect(store.list.loaded).toBe(true));
    const row = store.list.rows[0];
    backend.fail('DELETE', `${LIST}/:id`, { success: false, message: 'Список используется в кампаниях' });
    const removing = store.remove(row);
    await answerConfirm(true);
    await removing;
    expect(notify.toasts.at(-1)).toMatchObject({ variant: 'danger', title: 'Ошибка', lines: ['Список используется в кампаниях'] });
    expect(store.list.rows[0].id).toBe(row.id);
    expect(store.deleting.any).toBe(false);
    stop();
  });

  it('shows the page before when the last row of the last page is deleted', async () => {
    const active = seed().filter((l) => l.status === 'active').length;
    const lastPage = Math.ceil(active / 50);
    const { store, stop } = startAt(`/preferences/sites-lists/#p=${lastPage}`);
    await waitFor(() => expect(store.list.loaded).toBe(true));
    // Leave exactly one row on the last page.
    const rows = store.list.rows;
    for (const extra of rows.slice(1)) backend.db.collection('sites-lists').remove(extra.id);
    const removing = store.remove(rows[0]);
    await answerConfirm(true);
    await removing;
    await waitFor(() => expect(backend.last('GET', LIST).query).toMatchObject({ page: String(lastPage - 1) }));
    expect(window.location.hash).toBe(lastPage - 1 === 1 ? '' : `#p=${lastPage - 1}`);
    stop();
  });

  it('gives the export link the list as a CSV download, without ajax headers (a plain link)', async () => {
    const response = await backend.standIn.dispatch({ method: 'GET', path: '/api/hb/sites-lists/1/export', query: {}, body: undefined, headers: {} });
    expect(response.status).toBe(200);
    expect(response.headers).toMatchObject({ 'content-type': 'text/csv; charset=utf-8', 'content-disposition': "attachment; filename*=UTF-8''sites-list-1.csv" });
    const lines = String(response.raw).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('"ID";"Название";"URL";"Категория";"Доступность";"Проверен"');
    expect(lines).toHaveLength(1 + 30);
    expect(lines.filter((line) => line.includes('"недоступен"'))).toHaveLength(3);
    expect(sitesListsApi('/site').exportUrl(1)).toBe('/site/api/hb/sites-lists/1/export');
  });
});
