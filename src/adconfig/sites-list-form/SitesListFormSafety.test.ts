// Issue 13: what a careless answer, a second tab or an unfinished add must not cost the user.
import { waitFor } from '@testing-library/react';
import { notify } from '@core/notify';
import { backend } from '@test/setup';
import { sitesListApi } from './api';
import { SitesListFormStore } from './SitesListFormStore';

const LISTS = '/api/hb/sites-lists';
const editUrl = (id: number) => `/preferences/sites-lists/edit/?id=${id}`;

async function editStore(id: number): Promise<SitesListFormStore> {
  const store = new SitesListFormStore(sitesListApi(), { id, editUrl });
  await store.page.load();
  await store.sites.whenBuilt();
  return store;
}

describe('sites list form: bad answers, two tabs, unfinished adds', () => {
  it('a null or malformed entry among the sites is left out; the other sites show', async () => {
    backend.fail('GET', `${LISTS}/4`, { success: true, data: { id: 4, name: 'Список', status: 'active', updated: '2024-01-01 00:00:00', sites: [null, { name: 'Сайт', url: 'https://ok.example/' }, 7, { name: 5, url: null }] } });
    const store = await editStore(4);
    expect(store.page.state).toBe('ready');
    expect(store.sites.sites.map((s) => s.url)).toEqual(['https://ok.example/', '']);
    expect(store.sites.sites[1].name).toBe('5');
  });

  it('a create answered without the new list (data: null, or a bare {success: true}) is a save: the page goes to the lists (issue 41)', async () => {
    window.history.replaceState(null, '', '/preferences/sites-lists/create');
    const store = new SitesListFormStore(sitesListApi(), { id: null, editUrl, listUrl: '/preferences/sites-lists/' });
    store.form.set('name', 'Новый список');
    backend.fail('POST', LISTS, { success: true, data: null });
    await store.save();
    expect(notify.toasts.filter((t) => t.variant === 'danger')).toEqual([]);
    await waitFor(() => expect(store.form.leavingTo).toBe('/preferences/sites-lists/'));
    expect(store.dirty).toBe(false);
    expect(backend.all('POST', LISTS)).toHaveLength(1);
  });

  it('the later of two tabs is told the list changed, keeps its edits, and can load the current version', async () => {
    const first = await editStore(4);
    const second = await editStore(4);
    const loaded = first.form.version;
    expect(loaded).toBeTruthy();
    first.form.set('name', 'Первая вкладка');
    await first.save();
    expect(backend.last('PUT', `${LISTS}/4`).headers['if-match']).toBe(JSON.stringify(loaded));
    second.form.set('name', 'Вторая вкладка');
    await second.save();
    expect(backend.last('PUT', `${LISTS}/4`).status).toBe(409);
    expect(second.form.conflict).toMatch(/изменена в другой вкладке или другим пользователем/);
    expect(second.form.values.name).toBe('Вторая вкладка');
    expect(second.dirty).toBe(true);
    expect(backend.db.collection<{ name: string }>('sites-lists').get(4)?.name).toBe('Первая вкладка');
    // The first tab saves again over its own version: no conflict.
    first.form.set('name', 'Первая вкладка, ещё раз');
    await first.save();
    expect(backend.last('PUT', `${LISTS}/4`).status).toBe(200);
    await second.page.load();
    expect(second.form.values.name).toBe('Первая вкладка, ещё раз');
    expect(second.form.conflict).toBeNull();
    expect(second.dirty).toBe(false);
  });

  it('a site typed in "Один сайт" or links pasted in "Список ссылок" but not added count as unsaved', async () => {
    const store = await editStore(3);
    expect(store.dirty).toBe(false);
    store.add.one.set('url', 'https://typed.example/');
    expect(store.dirty).toBe(true);
    store.add.one.set('url', '');
    expect(store.dirty).toBe(false);
    store.add.setListText('https://pasted.example/\n');
    expect(store.dirty).toBe(true);
  });

  it('an Excel file over the limit says so', async () => {
    const store = await editStore(3);
    await store.importFile({ size: 50 * 1024 * 1024 } as Blob);
    expect(notify.toasts.map((t) => t.lines)).toEqual([['Файл слишком большой: можно загрузить не более 5 МБ.']]);
  });
});
