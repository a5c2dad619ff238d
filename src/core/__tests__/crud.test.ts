import { waitFor } from '@testing-library/react';
import { ApiError } from '../apiError';
import { CrudListStore } from '../crud/CrudListStore';
import { joinedErrorText } from '../crud/errorText';
import { restCollection, type CrudRow } from '../crud/restCollection';
import { d } from '../decode';
import { localPaging } from '../paging';
import { notify } from '../notify';
import { backend } from '@test/setup';

interface Item extends CrudRow {
  name: string;
}
const item = (raw: unknown): Item | null => {
  const r = d.record({ id: d.id, name: d.text, status: d.text })(raw);
  return r.id === null ? null : { id: r.id, name: r.name, status: r.status };
};
const BASE = '/inimage/coefficients';

describe('restCollection (I 7 generic list helper)', () => {
  it('lists with the params and a random rnd, and switches status through the toggle path with {status}', async () => {
    const api = restCollection<Item, { name: string }>(BASE, { row: item, status: { path: 'toggle' } });
    backend.fail('GET', BASE, { success: true, data: [{ id: 2, name: 'К', status: 'active' }, 'мусор', { name: 'без id' }] });
    const page = await api.list({ oid: 5 });
    expect(page.rows).toEqual([{ id: 2, name: 'К', status: 'active' }]);
    expect(backend.last('GET', BASE).query).toEqual({ oid: '5', rnd: expect.stringMatching(/^\d+$/) });

    backend.fail('PUT', `${BASE}/toggle/2`, { success: true, data: { id: 2, status: 'garbage' } });
    expect((await api.setStatus(page.rows[0], 'blocked')).data).toBe('blocked'); // an unknown answer: the status asked for
    expect(backend.last('PUT', `${BASE}/toggle/2`).body).toEqual({ status: 'blocked' });
  });
});

describe('CrudListStore', () => {
  it('shows the page before when a delete empties the last page', async () => {
    let rows: Item[] = [{ id: 51, name: 'последняя', status: 'active' }];
    const paging = localPaging({ page: 2, perPage: 50 });
    const pages: number[] = [];
    const api = {
      ...restCollection<Item, never>(BASE, { row: item }),
      list: async () => {
        pages.push(paging.page);
        return { rows: paging.page === 2 ? rows : [{ id: 1, name: 'первая', status: 'active' }], total: rows.length + 50, meta: {}, extra: {} };
      },
      remove: async () => {
        rows = [];
        return { data: null, message: undefined, redirect: undefined };
      },
    };
    const store = new CrudListStore(api, { paging, confirmDelete: (row) => ({ message: `Удалить «${row.name}»?` }) });
    const stop = store.start();
    await waitFor(() => expect(store.list.rows).toHaveLength(1));
    const removing = store.remove(store.list.rows[0]);
    await waitFor(() => expect(notify.dialogs).toHaveLength(1));
    expect(notify.dialogs[0]).toMatchObject({ message: 'Удалить «последняя»?', confirmLabel: 'Удалить', variant: 'danger' });
    notify.dialogs[0].resolve(true);
    expect(await removing).toBe(true);
    await waitFor(() => expect(paging.page).toBe(1));
    await waitFor(() => expect(store.list.rows[0]?.name).toBe('первая'));
    expect(pages).toEqual([2, 2, 1]);
    expect(notify.toasts.at(-1)).toMatchObject({ title: 'Удалено', lines: ['Успешно удалено'] });
    stop();
  });
});

describe('joinedErrorText (S 8)', () => {
  it('joins the errors by spaces, else gives the message', () => {
    expect(joinedErrorText(new ApiError('Сообщение', { errors: { a: ['Один.', 'Два.'], b: { error: 'Три.' } } }))).toBe('Один. Два. Три.');
    expect(joinedErrorText(new ApiError('Сообщение', { errors: {} }))).toBe('Сообщение');
  });
});
