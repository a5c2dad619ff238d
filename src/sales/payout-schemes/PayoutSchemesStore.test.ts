import { waitFor } from '@testing-library/react';
import { TEST_CSRF_TOKEN } from '@fixtures/server/testing/backend';
import { PAYOUT_ERRORS, type PayoutType } from '@fixtures/server/routes/payout-schemes';
import { notify } from '@core/notify';
import { answerConfirm } from '@test/dialogs';
import { backend } from '@test/setup';
import { payoutSchemesApi } from './api';
import { PayoutSchemesStore } from './PayoutSchemesStore';

const API = '/api/core/payout-types';
const seed = () => backend.db.collection<PayoutType>('payout-types', { key: 'payout_type_id' });

async function started(url = '/preferences/sales/payout-types', urlPath?: string) {
  window.history.replaceState(null, '', url);
  const store = new PayoutSchemesStore(payoutSchemesApi(urlPath));
  const stop = store.start();
  await waitFor(() => expect(store.table.list.rows.length).toBeGreaterThan(0));
  return { store, stop };
}

const lastToast = () => notify.toasts.at(-1);

describe('PayoutSchemesStore', () => {
  it('loads every scheme, newest first, with a random rnd, the ajax and CSRF headers, and the formats of the answer', async () => {
    const { store, stop } = await started();
    const request = backend.last('GET', API);
    expect(Object.keys(request.query)).toEqual(['rnd']);
    expect(request.query.rnd).toMatch(/^\d+$/);
    expect(request.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(request.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    expect(store.table.list.rows).toHaveLength(seed().count());
    expect(store.table.list.rows[0]).toEqual({ id: 30, name: 'Оплата за показы — Нативный №30', format_id: 3, event_id: null, status: 'active' });
    store.editor.openCreate();
    // S 5: only active formats on creation (5 and 7 are blocked).
    expect(store.formatOptions.map((f) => f.format_id)).toEqual([1, 2, 3, 4, 6, 8]);
    stop();
  });

  it('goes behind the site prefix (urlPath)', async () => {
    backend.fail('GET', `/office${API}`, { success: true, data: [{ payout_type_id: 3, name: 'Схема', format_id: 1, event_id: null, status: 'active' }, { name: 'без id' }] });
    const { store, stop } = await started('/preferences/sales/payout-types', '/office');
    expect(store.table.list.rows.map((r) => r.id)).toEqual([3]);
    stop();
  });

  it('creates: the required messages first, then POST with the JSON body; says so, closes and reloads', async () => {
    const { store, stop } = await started();
    const { editor } = store;
    editor.openCreate();
    expect(await editor.save()).toBe(false);
    expect(editor.form.errors).toEqual({ name: 'Поле "Название" обязательно для заполнения!', format_id: 'Поле "Формат" обязательно для заполнения!' });
    expect(backend.all('POST', API)).toHaveLength(0);

    editor.form.set('name', '  CPA для партнёров ');
    store.setFormat('2');
    expect(store.eventOptions.map((e) => e.name)).toEqual(['Старт видео', 'Досмотр 25%', 'Досмотр 50%', 'Досмотр 100%', 'Клик']);
    editor.form.set('event_id', String(store.eventOptions[1].event_id));
    store.setFormat('3'); // S 4: another format resets the event
    expect(editor.form.values.event_id).toBe('');
    const loads = backend.all('GET', API).length;
    expect(await editor.save()).toBe(true);
    const request = backend.last('POST', API);
    expect(request.body).toEqual({ name: 'CPA для партнёров', format_id: 3, event_id: null, status: 'active' });
    expect(request.headers['content-type']).toMatch(/^application\/json/);
    expect(lastToast()).toMatchObject({ variant: 'success', title: 'Сохранено', lines: ['Успешно сохранено'], delay: 3000 });
    expect(editor.isOpen).toBe(false);
    expect(backend.all('GET', API)).toHaveLength(loads + 1);
    expect(store.table.list.rows[0]).toMatchObject({ id: 31, name: 'CPA для партнёров', format_id: 3, event_id: null, status: 'active' });
    stop();
  });

  it('edits with the format locked, sending PUT …/{payout_type_id} with the scheme kept active or blocked', async () => {
    const { store, stop } = await started();
    const row = store.table.list.rows.find((r) => r.status === 'blocked' && r.format_id === 1);
    if (!row) throw new Error('seed: a blocked banner scheme');
    store.editor.openEdit(row);
    expect(store.editor.isLocked('format_id')).toBe(true);
    store.setFormat('2');
    expect(store.editor.form.values.format_id).toBe('1');
    expect(store.formatOptions.map((f) => f.format_id)).toEqual([1]);
    store.editor.form.set('name', 'Переименованная схема');
    store.editor.form.set('event_id', '');
    expect(await store.editor.save()).toBe(true);
    expect(backend.last('PUT', `${API}/${row.id}`).body).toEqual({ payout_type_id: row.id, name: 'Переименованная схема', format_id: 1, event_id: null, status: 'blocked' });
    expect(seed().get(row.id)).toMatchObject({ name: 'Переименованная схема', event_id: null });
    stop();
  });

  it("shows the server's field errors under their fields and, in the toast, its message over the errors joined by spaces (S 8)", async () => {
    const { store, stop } = await started();
    store.editor.openCreate();
    store.editor.form.set('name', store.table.list.rows[0].name);
    store.setFormat('5'); // blocked: a stale page could still send it
    expect(await store.editor.save()).toBe(false);
    expect(store.editor.form.errors).toEqual({ name: PAYOUT_ERRORS.duplicate, format_id: PAYOUT_ERRORS.formatBlocked });
    expect(lastToast()).toMatchObject({ variant: 'danger', title: 'Ошибка', delay: 5000, lines: [PAYOUT_ERRORS.message, `${PAYOUT_ERRORS.duplicate} ${PAYOUT_ERRORS.formatBlocked}`] });
    expect(store.editor.isOpen).toBe(true);
    expect(store.editor.form.values.name).toBe(store.table.list.rows[0].name);

    backend.fail('POST', API, { success: false, errors: [{ error: 'Первая.' }, 'Вторая.'] });
    await store.editor.save();
    expect(lastToast()?.lines).toEqual(['Первая. Вторая.']);
    backend.fail('POST', API, { success: false, error: 'Только error' });
    await store.editor.save();
    expect(lastToast()?.lines).toEqual(['Только error']);
    stop();
  });

  it('deletes after the confirmation, says so and reloads; a declined confirmation sends nothing', async () => {
    const { store, stop } = await started();
    const [row] = store.table.list.rows;
    const declined = store.table.remove(row);
    expect(await answerConfirm(false)).toEqual({ title: `Удаление схемы выплат «${row.name}»`, message: 'Вы уверены?' });
    expect(await declined).toBe(false);
    expect(backend.all('DELETE', `${API}/:id`)).toHaveLength(0);

    const removing = store.table.remove(row);
    await answerConfirm(true);
    expect(store.table.isBusy(row.id)).toBe(true);
    expect(await removing).toBe(true);
    expect(backend.last('DELETE', `${API}/${row.id}`).headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    expect(lastToast()).toMatchObject({ variant: 'success', title: 'Удалено', lines: ['Схема выплат удалена'] });
    expect(store.table.list.rows.map((r) => r.id)).not.toContain(row.id);
    expect(store.table.isBusy(row.id)).toBe(false);
    stop();
  });

  it('switches the status each way with the whole scheme, applying the status the backend answers', async () => {
    const { store, stop } = await started();
    const row = store.table.list.rows.find((r) => r.status === 'active');
    if (!row) throw new Error('seed: an active scheme');
    expect(await store.table.toggleStatus(row)).toBe(true);
    expect(backend.last('PUT', `${API}/${row.id}`).body).toEqual({ payout_type_id: row.id, name: row.name, format_id: row.format_id, event_id: row.event_id, status: 'blocked' });
    expect(store.table.list.rows.find((r) => r.id === row.id)?.status).toBe('blocked');
    const blocked = store.table.list.rows.find((r) => r.id === row.id);
    if (!blocked) throw new Error('the row is still listed');
    expect(await store.table.toggleStatus(blocked)).toBe(true);
    expect(backend.last('PUT', `${API}/${row.id}`).body).toMatchObject({ status: 'active' });
    expect(seed().get(row.id)?.status).toBe('active');

    backend.fail('PUT', `${API}/:id`, { success: false, message: 'Схема используется', errors: { status: { error: 'Нельзя заблокировать: есть активные выплаты' } } });
    const current = store.table.list.rows.find((r) => r.id === row.id);
    if (!current) throw new Error('the row is still listed');
    expect(await store.table.toggleStatus(current)).toBe(false);
    expect(lastToast()?.lines).toEqual(['Схема используется', 'Нельзя заблокировать: есть активные выплаты']);
    expect(store.table.list.rows.find((r) => r.id === row.id)?.status).toBe('active');
    stop();
  });

  it('opens the add modal from #new and puts the hash back when it closes', async () => {
    const { store, stop } = await started('/preferences/sales/payout-types#new');
    expect(store.editor.isOpen).toBe(true);
    expect(store.editor.mode).toBe('create');
    store.editor.form.set('name', 'Черновик');
    const closing = store.editor.requestClose();
    expect((await answerConfirm(false)).message).toContain('Изменения не сохранены');
    expect(await closing).toBe(false);
    expect(store.editor.isOpen).toBe(true);
    store.editor.close();
    expect(window.location.hash).toBe('');
    store.add();
    expect(window.location.hash).toBe('#new');
    expect(store.editor.isOpen).toBe(true);
    stop();
  });

  it('shows S 8’s joined errors when the list load fails', async () => {
    backend.fail('GET', API, { success: false, message: 'Список недоступен', errors: { a: ['Первая.'], b: [{ error: 'Вторая.' }] } });
    window.history.replaceState(null, '', '/preferences/sales/payout-types');
    const store = new PayoutSchemesStore(payoutSchemesApi());
    const stop = store.start();
    await waitFor(() => expect(store.table.list.state).toBe('failed'));
    expect(lastToast()).toMatchObject({ variant: 'danger', lines: ['Список недоступен', 'Первая. Вторая.'] });
    stop();
  });
});
