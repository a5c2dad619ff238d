// Issue 41: on the existing backend (strict stand-in: the groups' GET, which the spec does not name, answers 404;
// add and rm answer {success: true}) the page shows the groups it prints, and each change shows applied to them.
import { waitFor } from '@testing-library/react';
import { notify } from '@core/notify';
import { answerConfirm } from '@test/dialogs';
import { backend } from '@test/setup';
import { AccessListGroupsStore } from './AccessListGroupsStore';
import { accessListGroupsApi, groupsOf } from './api';

const PAGE = '/preferences/accesslists/groups';
const PRINTED = groupsOf([
  { id: 2, name: 'Чёрные списки площадок', option_type_id: 7, option_type: { option_type_id: 7, name: 'Категории сайтов' }, traits: [{ filter_id: 3, filter_name: 'Новостные сайты' }, { filter_id: 4, filter_name: 'Крупные регионы' }] },
]);

async function started() {
  window.history.replaceState(null, '', PAGE);
  const store = new AccessListGroupsStore(accessListGroupsApi('', PRINTED));
  const stop = store.start();
  await waitFor(() => expect(store.table.list.rows.length).toBeGreaterThan(0));
  return { store, stop };
}
const traitsOf = (store: AccessListGroupsStore) => store.table.list.rows[0]?.traits.map((t) => t.filter_name);

describe('AccessListGroupsStore on the existing backend', () => {
  it('shows the printed groups without a call; a list added, then one removed, shows applied to them; the missing GET is asked once', async () => {
    backend.setModes({ strict: true });
    const { store, stop } = await started();
    expect(backend.all('GET', PAGE)).toHaveLength(0);
    expect(store.table.list.rows.map((g) => g.option_type)).toEqual(['Категории сайтов']);

    store.adding.open(store.table.list.rows[0]);
    await waitFor(() => expect(store.adding.lists.state).toBe('ready'));
    store.adding.setType('black');
    store.adding.choose('13');
    expect(await store.adding.save()).toBe(true);
    expect(backend.last('PUT', `${PAGE}/2/add/13`).status).toBe(200);
    await waitFor(() => expect(traitsOf(store)).toEqual(['Новостные сайты', 'Крупные регионы', 'Ботнеты']));
    expect([404, 405]).toContain(backend.last('GET', PAGE).status);
    expect(notify.toasts.filter((t) => t.variant === 'danger')).toEqual([]);

    const removing = store.removeList(store.table.list.rows[0], { filter_id: 3, filter_name: 'Новостные сайты' });
    await answerConfirm(true);
    expect(await removing).toBe(true);
    await waitFor(() => expect(traitsOf(store)).toEqual(['Крупные регионы', 'Ботнеты']));
    expect(backend.all('GET', PAGE)).toHaveLength(1); // the backend has no such GET: not asked again
    expect(notify.toasts.filter((t) => t.variant === 'danger')).toEqual([]);
    stop();
  });

  it('opens a printed group’s list by the spec’s GET edit/?id', async () => {
    backend.setModes({ strict: true });
    const { store, stop } = await started();
    const group = store.table.list.rows[0];
    store.opened.open(group, group.traits[1]);
    await waitFor(() => expect(store.opened.state).toBe('ready'));
    expect(backend.last('GET', '/preferences/accesslists/edit').query).toEqual({ id: '4' });
    expect(store.opened.details).toEqual({ filter_id: 4, name: 'Крупные регионы', filter_type: 'white', items: ['Москва', 'Санкт-Петербург', 'Новосибирск', 'Екатеринбург'] });
    stop();
  });
});
