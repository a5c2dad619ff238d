import { waitFor } from '@testing-library/react';
import { TEST_CSRF_TOKEN } from '@fixtures/server/testing/backend';
import { VALUE_ERRORS } from '@fixtures/server/routes/handbook-values-api';
import { pageNavigation } from '@core/navigate';
import { notify } from '@core/notify';
import { answerConfirm } from '@test/dialogs';
import { backend } from '@test/setup';
import { handbookValuesApi } from './api';
import { HandbookValuesStore } from './HandbookValuesStore';

const API = '/api/hb/handbook-values';

async function started(at = '/preferences/handbook-values/2') {
  window.history.replaceState(null, '', at);
  const store = new HandbookValuesStore(handbookValuesApi());
  const stop = store.start();
  await waitFor(() => expect(store.table.list.state).toBe('ready'));
  return { store, stop };
}

describe('HandbookValuesStore', () => {
  it('loads GET {dataUrl} (the page path) with the headers: rows in order, the handbook and the organizations', async () => {
    const { store, stop } = await started();
    const request = backend.last('GET', '/preferences/handbook-values/2');
    expect(request.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(request.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    expect(store.table.list.rows).toHaveLength(25);
    expect(store.table.list.rows[1]).toEqual({ id: 7, status: '', name: 'Смартфон', val: '2', sort: 1, organization_id: 1, params: {}, source: expect.objectContaining({ id: 7, handbook_id: 2 }) });
    expect(store.handbook).toEqual({ id: 2, name: 'Типы устройств', is_val: false, isEditPage: false, isEditOnCreate: false });
    expect(store.showsVal).toBe(false);
    expect(store.organizationName(1)).toBe('ООО «Медиа-Сеть»');
    expect(store.organizationName(null)).toBe('Все организации');
    stop();
  });

  it('creates with sort 0 by default, the handbook id and no organization; a non-number sort is refused before sending', async () => {
    const { store, stop } = await started();
    const { editor } = store;
    editor.openCreate();
    editor.form.set('name', ' Умный холодильник ');
    editor.form.set('sort', 'пять');
    expect(await editor.save()).toBe(false);
    expect(editor.form.errors).toEqual({ sort: 'Поле должно содержать число!' });
    expect(backend.all('POST', API)).toHaveLength(0);
    editor.form.set('sort', '');
    expect(await editor.save()).toBe(true);
    expect(backend.last('POST', API).body).toEqual({ name: 'Умный холодильник', val: '', sort: 0, params: {}, organization_id: null, handbook_id: 2 });
    expect(notify.toasts.at(-1)).toMatchObject({ variant: 'success', lines: ['Успешно сохранено'] });
    expect(store.table.list.rows.map((r) => r.name)).toContain('Умный холодильник');
    stop();
  });

  it("edits in the modal: PUT /api/hb/handbook-values/{id} with its params kept; the server's errors under their fields", async () => {
    const { store, stop } = await started('/preferences/handbook-values/3');
    const [first, second] = store.table.list.rows;
    store.editor.openEdit(second);
    store.editor.form.set('val', first.val);
    store.editor.form.set('name', ' ');
    store.editor.form.set('organization_id', '3');
    expect(await store.editor.save()).toBe(false);
    expect(store.editor.form.errors).toEqual({ name: VALUE_ERRORS.name, val: VALUE_ERRORS.valTaken });
    expect(store.editor.form.values.val).toBe(first.val);
    store.editor.form.set('name', 'Агентства и партнёры');
    store.editor.form.set('val', 'agencies');
    expect(await store.editor.save()).toBe(true);
    expect(backend.last('PUT', `${API}/${second.id}`).body).toEqual({ id: second.id, name: 'Агентства и партнёры', val: 'agencies', sort: second.sort, params: second.params, organization_id: 3, handbook_id: 3 });
    stop();
  });

  it('with isEditPage a row opens its page at the current path + /{id}; with isEditOnCreate a create goes there with the toast', async () => {
    const assign = jest.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
    const { store, stop } = await started('/preferences/handbook-values/1');
    store.edit(store.table.list.rows[0]);
    expect(assign).toHaveBeenLastCalledWith('/preferences/handbook-values/1/1');
    expect(store.editor.isOpen).toBe(false);
    store.editor.openCreate();
    store.editor.form.set('name', 'CPA: звонок');
    expect(await store.editor.save()).toBe(true);
    const created = backend.last('POST', API);
    expect(created.body).toMatchObject({ handbook_id: 1, sort: 0 });
    expect(assign).toHaveBeenLastCalledWith(expect.stringMatching(/^\/preferences\/handbook-values\/1\/\d+$/));
    expect(window.sessionStorage.getItem('bo-flash')).toBe('');
    assign.mockRestore();
    stop();
  });

  it('deletes after the confirmation, says so and reloads', async () => {
    const { store, stop } = await started();
    const row = store.table.list.rows[3];
    const removing = store.table.remove(row);
    expect(await answerConfirm(true)).toEqual({ title: `Удаление значения «${row.name}»`, message: 'Вы уверены?' });
    expect(await removing).toBe(true);
    expect(backend.last('DELETE', `${API}/${row.id}`)).toBeTruthy();
    expect(notify.toasts.at(-1)?.lines).toEqual(['Значение удалено']);
    expect(store.table.list.rows.map((r) => r.id)).not.toContain(row.id);
    stop();
  });
});
