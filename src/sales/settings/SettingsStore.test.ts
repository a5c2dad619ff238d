import { waitFor } from '@testing-library/react';
import { backend } from '@test/setup';
import { filtersOf, settingsApi } from './api';
import { SettingsStore } from './SettingsStore';

const PAGE = '/preferences/i/settings';

async function started(at = PAGE) {
  window.history.replaceState(null, '', at);
  const store = new SettingsStore(settingsApi());
  const stop = store.start();
  await waitFor(() => expect(store.list.loaded).toBe(true));
  await waitFor(() => expect(store.filterFields.state).toBe('ready'));
  return { store, stop };
}

describe('SettingsStore', () => {
  it('asks for 50 a page sorted by setting_id desc, and for the columns and filters of the page', async () => {
    const { store, stop } = await started();
    expect(backend.last('GET', `${PAGE}/search`).query).toEqual({ page: '1', per_page: '50', field: 'setting_id', order: 'desc' });
    expect(store.list.rows).toHaveLength(50);
    expect(store.list.total).toBe(120);
    expect(store.columns.value.map((c) => c.field)).toEqual(['setting_id', 'name', 'setting_type', 'value', 'updated']);
    expect(store.filterFields.value).toEqual([
      { name: 'name', title: 'Название', options: null },
      { name: 'setting_type_id', title: 'Тип', options: [{ key: '1', value: 'Строка' }, { key: '2', value: 'Число' }, { key: '3', value: 'Флаг' }, { key: '4', value: 'Группа настроек' }] },
    ]);
    stop();
  });

  it("sends the typed filters under their own names on 'Найти' and keeps them in the hash; 'Сбросить' clears them", async () => {
    const { store, stop } = await started();
    store.type('setting_type_id', '2');
    store.type('name', 'Лимит');
    expect(backend.all('GET', `${PAGE}/search`)).toHaveLength(1); // nothing until 'Найти'
    store.search();
    await waitFor(() => expect(backend.last('GET', `${PAGE}/search`).query).toMatchObject({ name: 'Лимит', setting_type_id: '2', page: '1' }));
    expect(window.location.hash).toBe('#flt=name%3D%25D0%259B%25D0%25B8%25D0%25BC%25D0%25B8%25D1%2582%26setting_type_id%3D2');
    await waitFor(() => expect(store.list.loaded).toBe(true));
    expect(store.list.rows.every((r) => r.setting_type_id === 2 && r.name.startsWith('Лимит'))).toBe(true);
    store.type('name', '');
    expect(store.typed).toEqual({ setting_type_id: '2' });
    store.reset();
    await waitFor(() => expect(backend.last('GET', `${PAGE}/search`).query).toEqual({ page: '1', per_page: '50', field: 'setting_id', order: 'desc' }));
    expect(window.location.hash).toBe('');
    stop();
  });

  it('starts from the filters, page and sort of the hash', async () => {
    const { store, stop } = await started(`${PAGE}#flt=setting_type_id%3D3&f=name&o=asc`);
    expect(backend.last('GET', `${PAGE}/search`).query).toEqual({ setting_type_id: '3', page: '1', per_page: '50', field: 'name', order: 'asc' });
    expect(store.typed).toEqual({ setting_type_id: '3' });
    stop();
  });

  it('reads only filters with a usable name, each once: paging names and odd names are left out', () => {
    expect(filtersOf([{ name: 'page' }, { field: 'q', label: 'Поиск' }, { name: '__proto__' }, { name: 'q' }, null, { name: 'st', type: 'select', options: { a: 'А' } }])).toEqual([
      { name: 'q', title: 'Поиск', options: null },
      { name: 'st', title: 'st', options: [{ key: 'a', value: 'А' }] },
    ]);
  });
});
