import { waitFor } from '@testing-library/react';
import { TEST_CSRF_TOKEN } from '@fixtures/server/testing/backend';
import type { AccessListGroup } from '@fixtures/server/routes/access-list-groups';
import { notify } from '@core/notify';
import { answerConfirm } from '@test/dialogs';
import { backend } from '@test/setup';
import { AccessListGroupsStore } from './AccessListGroupsStore';
import { accessListGroupsApi, listDetailsOf } from './api';

const PAGE = '/preferences/accesslists/groups';
const seed = () => backend.db.collection<AccessListGroup>('access-list-groups');

async function started(urlPath?: string) {
  window.history.replaceState(null, '', PAGE);
  const store = new AccessListGroupsStore(accessListGroupsApi(urlPath));
  const stop = store.start();
  await waitFor(() => expect(store.table.list.rows.length).toBeGreaterThan(0));
  return { store, stop };
}
const groupBy = (store: AccessListGroupsStore, id: number) => {
  const row = store.table.list.rows.find((g) => g.id === id);
  if (!row) throw new Error(`seed: group ${id}`);
  return row;
};
const lastToast = () => notify.toasts.at(-1);

describe('AccessListGroupsStore', () => {
  it('loads the groups with their option type and lists, with the ajax and CSRF headers', async () => {
    const { store, stop } = await started();
    expect(backend.last('GET', PAGE).headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    expect(store.table.list.rows).toHaveLength(seed().count());
    expect(groupBy(store, 2)).toEqual({
      id: 2, name: 'Чёрные списки площадок', option_type_id: 7, option_type: 'Категории сайтов', status: '',
      traits: [{ filter_id: 3, filter_name: 'Новостные сайты' }, { filter_id: 4, filter_name: 'Крупные регионы' }],
    });
    stop();
  });

  it('reads an option type given by name and leaves out groups and lists without an id (behind urlPath)', async () => {
    backend.fail('GET', `/office${PAGE}`, { success: true, data: [{ id: 5, name: 'Г', option_type: 'Сайты', traits: [{ filter_name: 'без id' }, { filter_id: 3 }] }, { name: 'без id' }] });
    const { store, stop } = await started('/office');
    expect(store.table.list.rows).toEqual([{ id: 5, name: 'Г', option_type_id: null, option_type: 'Сайты', status: '', traits: [{ filter_id: 3, filter_name: '' }] }]);
    stop();
  });

  it('adds a list chosen among the white and black lists: a list is required; those in the group are disabled', async () => {
    const { store, stop } = await started();
    const { adding } = store;
    adding.open(groupBy(store, 2));
    await waitFor(() => expect(adding.lists.state).toBe('ready'));
    expect(backend.all('GET', '/preferences/accesslists').map((r) => r.query)).toEqual([{ filter_type: 'white' }, { filter_type: 'black' }]);
    expect(adding.choices.find((c) => c.value === '3')).toEqual({ value: '3', name: 'Новостные сайты (уже в группе)', disabled: true });
    expect(await adding.save()).toBe(false);
    expect(adding.error).toBe('Выберите список!');
    adding.setType('black');
    expect(adding.choices.map((c) => c.name)).toContain('Ботнеты');
    adding.choose('13');
    expect(await adding.save()).toBe(true);
    expect(backend.last('PUT', `${PAGE}/2/add/13`).headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    expect(lastToast()?.lines).toEqual(['Список добавлен в группу']);
    expect(adding.group).toBeNull();
    expect(groupBy(store, 2).traits.map((t) => t.filter_name)).toEqual(['Новостные сайты', 'Крупные регионы', 'Ботнеты']);
    adding.open(groupBy(store, 1));
    expect(backend.all('GET', '/preferences/accesslists')).toHaveLength(2); // loaded once
    stop();
  });

  it('keeps the modal open and the choice when the add fails', async () => {
    const { store, stop } = await started();
    store.adding.open(groupBy(store, 1));
    store.adding.choose('9');
    backend.fail('PUT', `${PAGE}/:id/add/:f`, { success: false, message: 'Нет доступа к списку' });
    expect(await store.adding.save()).toBe(false);
    expect(lastToast()?.lines).toEqual(['Нет доступа к списку']);
    expect(store.adding.group?.id).toBe(1);
    expect(store.adding.filterId).toBe('9');
    stop();
  });

  it('removes a list after the confirmation; a declined one sends nothing', async () => {
    const { store, stop } = await started();
    const group = groupBy(store, 3);
    const [trait] = group.traits;
    const declined = store.removeList(group, trait);
    expect(await answerConfirm(false)).toEqual({ title: 'Исключение списка «Мобильные операторы» из группы «Гео-ограничения»', message: 'Вы уверены?' });
    expect(await declined).toBe(false);
    expect(backend.all('DELETE', `${PAGE}/:id/rm/:f`)).toHaveLength(0);
    const removing = store.removeList(group, trait);
    await answerConfirm(true);
    expect(await removing).toBe(true);
    expect(backend.all('DELETE', `${PAGE}/3/rm/5`)).toHaveLength(1);
    expect(groupBy(store, 3).traits.map((t) => t.filter_id)).toEqual([6, 7]);
    stop();
  });

  it('opens a list by GET edit/?id with the headers; the latest opening wins; closing drops the answer', async () => {
    const { store, stop } = await started();
    const group = groupBy(store, 3);
    const held = backend.hold('GET', '/preferences/accesslists/edit');
    store.opened.open(group, group.traits[0]);
    await waitFor(() => expect(backend.all('GET', '/preferences/accesslists/edit')).toHaveLength(1));
    store.opened.open(group, group.traits[1]);
    await waitFor(() => expect(backend.all('GET', '/preferences/accesslists/edit')).toHaveLength(2));
    held.release();
    await waitFor(() => expect(store.opened.details?.name).toBe('Спортивные сайты'));
    expect(backend.requests.find((r) => r.query.id === '5')?.aborted).toBe(true);
    expect(backend.last('GET', '/preferences/accesslists/edit').headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    expect(store.opened.pageUrl).toBe('/preferences/accesslists/edit/?id=6');
    expect(accessListGroupsApi('/office').listPage(6)).toBe('/office/preferences/accesslists/edit/?id=6');
    store.opened.close();
    expect(store.opened.isOpen).toBe(false);
    stop();
  });

  it('reads an opened list leniently: the list as a record, inside {list}, or a bare list of entries', () => {
    const asked = { filter_id: 9, name: 'Из группы' };
    expect(listDetailsOf({ filter_name: 'Фрод', filter_type: 'black', data: ['a.ru', { value: 'b.ru' }, { name: 'c.ru' }, 5, null] }, asked)).toEqual({ filter_id: 9, name: 'Фрод', filter_type: 'black', items: ['a.ru', 'b.ru', 'c.ru', '5'] });
    expect(listDetailsOf({ list: { name: 'Внутри', values: [{ domain: 'd.ru' }] } }, asked)).toEqual({ filter_id: 9, name: 'Внутри', filter_type: '', items: ['d.ru'] });
    expect(listDetailsOf(['e.ru'], asked)).toEqual({ filter_id: 9, name: 'Из группы', filter_type: '', items: ['e.ru'] });
    expect(listDetailsOf('<html>', asked)).toEqual({ filter_id: 9, name: 'Из группы', filter_type: '', items: [] });
  });
});
