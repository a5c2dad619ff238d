import { waitFor } from '@testing-library/react';
import { TEST_CSRF_TOKEN } from '@fixtures/server/testing/backend';
import { HANDBOOK_ERRORS, type StoredHandbook } from '@fixtures/server/routes/handbooks';
import { notify } from '@core/notify';
import { answerConfirm } from '@test/dialogs';
import { backend } from '@test/setup';
import { handbooksApi } from './api';
import { HandbooksStore } from './HandbooksStore';

const API = '/api/hb/handbooks';
const seed = () => backend.db.collection<StoredHandbook>('handbooks');
const lastToast = () => notify.toasts.at(-1);

async function started(dataUrl: string | null = API, urlPath?: string) {
  window.history.replaceState(null, '', '/preferences/handbooks');
  const store = new HandbooksStore(handbooksApi(dataUrl ?? undefined, urlPath));
  const stop = store.start();
  await waitFor(() => expect(store.table.list.state).toBe('ready'));
  return { store, stop };
}

describe('HandbooksStore', () => {
  it('loads every handbook from {dataUrl} with rnd and the headers, decoding organizations, flags and params', async () => {
    const { store, stop } = await started();
    const request = backend.last('GET', API);
    expect(Object.keys(request.query)).toEqual(['rnd']);
    expect(request.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(request.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    expect(store.table.list.rows).toHaveLength(seed().count());
    expect(store.table.list.rows[0]).toEqual({
      id: 1, status: '', name: 'Правила конверсии', alias: 'conversion_rules', organizations: [], is_val: true, is_mov: true, is_public: true,
      params: { isEditPage: true, isEditOnCreate: true }, source: expect.objectContaining({ id: 1, oid: [] }),
    });
    expect(store.table.list.rows[1].organizations).toEqual([{ organization_id: 2, name: 'АО «Рекламные технологии»' }]);
    expect(store.organizations.map((o) => o.organization_id)).toEqual([1, 2, 3, 4]);
    stop();
  });

  it('defaults {dataUrl} to {urlPath}/api/hb/handbooks and drops rows without an id or with a malformed shape', async () => {
    backend.fail('GET', `/office${API}`, { success: true, data: [{ id: 7, name: 'Справочник', params: 'нет', organizations: [{ name: 'без id' }], is_val: 'да' }, { name: 'без id' }, 5] });
    const { store, stop } = await started(null, '/office');
    expect(store.table.list.rows).toEqual([{ id: 7, status: '', name: 'Справочник', alias: '', organizations: [], is_val: false, is_mov: false, is_public: false, params: { isEditPage: false, isEditOnCreate: false }, source: expect.objectContaining({ id: 7, is_val: 'да' }) }]);
    stop();
  });

  it('creates with the alias defaulting to the name, organizations as oid and params; then says so and reloads', async () => {
    const { store, stop } = await started();
    const { editor } = store;
    editor.openCreate();
    editor.form.set('name', '  Типы площадок ');
    store.toggleOrganization(3, true);
    store.toggleOrganization(1, true);
    store.toggleOrganization(3, false);
    store.setFlag('is_val', true);
    store.setFlag('isEditPage', true);
    expect(await editor.save()).toBe(true);
    const request = backend.last('POST', API);
    expect(request.body).toEqual({ name: 'Типы площадок', alias: 'Типы площадок', oid: [1], is_val: true, is_mov: false, is_public: false, params: { isEditPage: true, isEditOnCreate: false } });
    expect(lastToast()).toMatchObject({ variant: 'success', title: 'Сохранено', lines: ['Успешно сохранено'] });
    expect(editor.isOpen).toBe(false);
    expect(store.table.list.rows.at(-1)).toMatchObject({ name: 'Типы площадок', organizations: [{ organization_id: 1 }] });
    stop();
  });

  it("shows the server's name and alias errors under their fields and keeps what was typed; edits send PUT {dataUrl}/{id}", async () => {
    const { store, stop } = await started();
    const [first, second] = store.table.list.rows;
    store.editor.openEdit(second);
    store.editor.form.set('name', '');
    store.editor.form.set('alias', first.alias);
    expect(await store.editor.save()).toBe(false);
    expect(store.editor.form.errors).toEqual({ name: HANDBOOK_ERRORS.name, alias: HANDBOOK_ERRORS.aliasTaken });
    expect(lastToast()).toMatchObject({ variant: 'danger', title: 'Ошибка' });
    expect(store.editor.form.values.alias).toBe(first.alias);
    store.editor.form.set('name', 'Устройства');
    store.editor.form.set('alias', '');
    expect(await store.editor.save()).toBe(true);
    expect(backend.last('PUT', `${API}/${second.id}`).body).toMatchObject({ name: 'Устройства', alias: 'Устройства', oid: [2] });
    stop();
  });

  it('deletes after the confirmation; a declined one sends nothing', async () => {
    const { store, stop } = await started();
    const row = store.table.list.rows[2];
    const declined = store.table.remove(row);
    expect(await answerConfirm(false)).toEqual({ title: `Удаление справочника «${row.name}»`, message: 'Вы уверены?' });
    expect(await declined).toBe(false);
    const removing = store.table.remove(row);
    await answerConfirm(true);
    expect(await removing).toBe(true);
    expect(backend.last('DELETE', `${API}/${row.id}`)).toBeTruthy();
    expect(lastToast()?.lines).toEqual(['Справочник удалён']);
    expect(store.table.list.rows.map((r) => r.id)).not.toContain(row.id);
    stop();
  });
});
