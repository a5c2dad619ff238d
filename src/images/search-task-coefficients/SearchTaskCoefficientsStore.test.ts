import { waitFor } from '@testing-library/react';
import { TEST_CSRF_TOKEN } from '@fixtures/server/testing/backend';
import { COEFFICIENT_ERRORS, type CoefficientRow } from '@fixtures/server/routes/search-task-coefficients';
import { notify } from '@core/notify';
import { answerConfirm } from '@test/dialogs';
import { backend } from '@test/setup';
import { coefficientsApi } from './api';
import { SearchTaskCoefficientsStore } from './SearchTaskCoefficientsStore';

const PAGE = '/inimage/coefficients';
const PROJECTS = [
  { id: 1, name: 'Медиа-Холдинг' },
  { id: 2, name: 'Новостной портал «Вести»' },
];
const seed = () => backend.db.collection<CoefficientRow>('search-task-coefficients');

async function started(url = `${PAGE}?oid=2`, projects = PROJECTS) {
  window.history.replaceState(null, '', url);
  const store = new SearchTaskCoefficientsStore(coefficientsApi(), projects);
  const stop = store.start();
  await waitFor(() => expect(store.table.list.rows.length).toBeGreaterThan(0));
  return { store, stop };
}

const lastToast = () => notify.toasts.at(-1);

describe('SearchTaskCoefficientsStore', () => {
  it("loads the page project's coefficients from the page path with rnd and oid and the ajax and CSRF headers", async () => {
    const { store, stop } = await started();
    const request = backend.last('GET', PAGE);
    expect(Object.keys(request.query).sort()).toEqual(['oid', 'rnd']);
    expect(request.query.oid).toBe('2');
    expect(request.query.rnd).toMatch(/^\d+$/);
    expect(request.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(request.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    const expected = seed().find((row) => row.organization_id === 2);
    expect(store.table.list.rows).toHaveLength(expected.length);
    expect(store.table.list.rows.every((row) => row.organization_id === 2)).toBe(true);
    const list = store.table.list.rows.find((row) => row.type === 'list');
    expect(list?.items[0]).toMatchObject({ name: 'Высокий', val: 1.5, sort: 1, status: 'active' });
    stop();
  });

  it('sends no oid without one in the page address, and follows the page path (never a fixed one)', async () => {
    backend.fail('GET', '/office/inimage/coefficients', { success: true, data: [{ id: 4, name: 'Коэффициент', type: 'list', items: [{ name: 'Без сортировки', val: '2' }] }, { name: 'без id' }] });
    const { store, stop } = await started('/office/inimage/coefficients/');
    expect(Object.keys(backend.last('GET', '/office/inimage/coefficients').query)).toEqual(['rnd']);
    const raw = { id: 4, name: 'Коэффициент', type: 'list', items: [{ name: 'Без сортировки', val: '2' }] };
    expect(store.table.list.rows).toEqual([{ id: 4, name: 'Коэффициент', organization_id: null, type: 'list', apply_order: null, status: '', val: null, items: [{ name: 'Без сортировки', val: 2, sort: 1, status: 'active', source: raw.items[0] }], source: raw }]);
    stop();
  });

  it('creates a simple coefficient: the messages of I 5 first, then POST {page} with the JSON body, the toast, the list reloaded', async () => {
    const { store, stop } = await started();
    const { editor } = store;
    editor.openCreate();
    expect(editor.form.values).toMatchObject({ organization_id: '2', type: 'simple', status: 'active' });
    editor.form.set('organization_id', '');
    expect(await editor.save()).toBe(false);
    expect(editor.form.errors).toEqual({ name: 'Обязательное поле', apply_order: 'Обязательное числовое поле', organization_id: 'Обязательное числовое поле', val: 'Обязательное числовое поле' });
    expect(backend.all('POST', PAGE)).toHaveLength(0);

    editor.form.set('name', '  Вес свежести ');
    editor.form.set('organization_id', '2');
    editor.form.set('apply_order', '4');
    editor.form.set('val', 'abc');
    expect(await editor.save()).toBe(false);
    expect(editor.form.errors).toEqual({ val: 'Обязательное числовое поле' });
    editor.form.set('val', '1,75');
    editor.form.set('status', 'blocked');
    const loads = backend.all('GET', PAGE).length;
    expect(await editor.save()).toBe(true);
    const request = backend.last('POST', PAGE);
    expect(request.body).toEqual({ name: 'Вес свежести', organization_id: 2, type: 'simple', apply_order: 4, status: 'blocked', val: 1.75, items: [] });
    expect(request.headers['content-type']).toMatch(/^application\/json/);
    expect(request.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    expect(lastToast()).toMatchObject({ variant: 'success', title: 'Сохранено', lines: ['Успешно сохранено'], delay: 3000 });
    expect(editor.isOpen).toBe(false);
    expect(backend.all('GET', PAGE)).toHaveLength(loads + 1);
    expect(store.table.list.rows.find((row) => row.name === 'Вес свежести')).toMatchObject({ status: 'blocked', val: 1.75 });
    stop();
  });

  it('creates a list coefficient: at least one item, every item filled, sorts one past the maximum', async () => {
    const { store, stop } = await started();
    const { editor } = store;
    editor.openCreate();
    editor.form.set('name', 'Приоритет');
    editor.form.set('apply_order', '2');
    store.setType('list');
    expect(await editor.save()).toBe(false);
    expect(editor.form.errors).toEqual({ items: 'Необходимо добавить хотя бы один коэффициент!' });
    store.addItem();
    store.addItem();
    store.setItem(0, { name: 'Высокий', val: '2' });
    store.setItem(1, { name: 'Низкий' });
    expect(await editor.save()).toBe(false);
    expect(editor.form.errors).toEqual({ items: 'Все поля должны быть корректно заполнены!' });
    store.removeItem(1); // added here: simply removed
    store.addItem();
    expect(editor.form.values.items.map((item) => item.sort)).toEqual([1, 2]);
    store.setItem(1, { name: 'Низкий', val: '0.5' });
    expect(await editor.save()).toBe(true);
    expect(backend.last('POST', PAGE).body).toEqual({
      name: 'Приоритет',
      organization_id: 2,
      type: 'list',
      apply_order: 2,
      status: 'active',
      val: null,
      items: [
        { name: 'Высокий', val: 2, sort: 1, status: 'active' },
        { name: 'Низкий', val: 0.5, sort: 2, status: 'active' },
      ],
    });
    stop();
  });

  it('edits a list coefficient with PUT {page}/{id}: a saved item toggles to deleted and back, a new one sorts after the maximum', async () => {
    const { store, stop } = await started();
    const row = store.table.list.rows.find((r) => r.type === 'list');
    if (!row) throw new Error('seed: a list coefficient of project 2');
    store.editor.openEdit(row);
    store.removeItem(0);
    expect(store.editor.form.values.items[0].status).toBe('deleted');
    store.removeItem(0);
    expect(store.editor.form.values.items[0].status).toBe('active');
    store.removeItem(1);
    store.addItem();
    expect(store.editor.form.values.items.at(-1)?.sort).toBe(4);
    store.setItem(3, { name: 'Новый', val: '3' });
    expect(await store.editor.save()).toBe(true);
    const body = backend.last('PUT', `${PAGE}/${row.id}`).body as { items: unknown[] };
    expect(body.items).toEqual([
      { name: 'Высокий', val: 1.5, sort: 1, status: 'active' },
      { name: 'Средний', val: 1, sort: 2, status: 'deleted' },
      expect.objectContaining({ name: 'Низкий', sort: 3 }),
      { name: 'Новый', val: 3, sort: 4, status: 'active' },
    ]);
    expect(seed().get(row.id)?.items[1].status).toBe('deleted');
    stop();
  });

  it("shows the server's field errors under their fields and its message with the errors in the toast", async () => {
    const { store, stop } = await started();
    backend.fail('POST', PAGE, { success: false, message: COEFFICIENT_ERRORS.message, errors: { name: ['Коэффициент с таким названием уже есть'] } });
    store.editor.openCreate();
    store.editor.form.set('name', 'Дубликат');
    store.editor.form.set('apply_order', '1');
    store.editor.form.set('val', '1');
    expect(await store.editor.save()).toBe(false);
    expect(store.editor.form.errors).toEqual({ name: 'Коэффициент с таким названием уже есть' });
    expect(lastToast()).toMatchObject({ variant: 'danger', title: 'Ошибка', delay: 5000, lines: [COEFFICIENT_ERRORS.message, 'Коэффициент с таким названием уже есть'] });
    expect(store.editor.isOpen).toBe(true);
    expect(store.editor.form.values.name).toBe('Дубликат');
    stop();
  });

  it('switches the status with PUT {page}/toggle/{id}: blocked when active, active otherwise', async () => {
    const { store, stop } = await started();
    const row = store.table.list.rows.find((r) => r.status === 'active');
    if (!row) throw new Error('seed: an active coefficient');
    expect(await store.table.toggleStatus(row)).toBe(true);
    expect(backend.last('PUT', `${PAGE}/toggle/${row.id}`).body).toEqual({ status: 'blocked' });
    expect(store.table.list.rows.find((r) => r.id === row.id)?.status).toBe('blocked');
    const blocked = store.table.list.rows.find((r) => r.id === row.id);
    if (!blocked) throw new Error('still listed');
    expect(await store.table.toggleStatus(blocked)).toBe(true);
    expect(backend.last('PUT', `${PAGE}/toggle/${row.id}`).body).toEqual({ status: 'active' });
    expect(seed().get(row.id)?.status).toBe('active');
    stop();
  });

  it('deletes only after the confirmation, from the table or from the edit modal (which then closes)', async () => {
    const { store, stop } = await started();
    const [first, second] = store.table.list.rows;
    const declined = store.table.remove(first);
    expect(await answerConfirm(false)).toEqual({ title: `Удаление коэффициента «${first.name}»`, message: 'Вы уверены?' });
    expect(await declined).toBe(false);
    expect(backend.all('DELETE', `${PAGE}/:id`)).toHaveLength(0);

    store.editor.openEdit(second);
    const removing = store.removeEdited();
    await answerConfirm(true);
    expect(await removing).toBe(true);
    expect(backend.last('DELETE', `${PAGE}/${second.id}`).headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(lastToast()).toMatchObject({ variant: 'success', lines: ['Коэффициент удалён'] });
    expect(store.editor.isOpen).toBe(false);
    expect(store.table.list.rows.map((r) => r.id)).not.toContain(second.id);
    stop();
  });

  it('resets the add modal, and opens it from #new', async () => {
    const { store, stop } = await started(`${PAGE}#new`, []);
    expect(store.editor.isOpen).toBe(true);
    store.editor.form.set('name', 'Черновик');
    store.reset();
    expect(store.editor.form.values.name).toBe('');
    expect(store.editor.form.dirty).toBe(false);
    store.editor.form.set('name', 'Без проекта');
    store.editor.form.set('apply_order', '1');
    store.editor.form.set('val', '1');
    expect(await store.editor.save()).toBe(false); // the stand-in needs a project
    expect(store.editor.form.errors).toEqual({ organization_id: COEFFICIENT_ERRORS.requiredNumber });
    stop();
  });
});

// Issue 41 (round trip, bare saves) and audit images-kpi §3 (a project the page does not list).
describe('SearchTaskCoefficientsStore on the existing backend', () => {
  it("names a project the page does not list 'Неизвестное значение (id)' rather than a blank cell", async () => {
    const { store, stop } = await started(PAGE, PROJECTS);
    expect(store.projectName(2)).toBe('Новостной портал «Вести»');
    expect(store.projectName(3)).toBe('Неизвестное значение (3)');
    expect(store.projectName(null)).toBe('');
    stop();
  });

  it('saves an edited coefficient back with its unknown field, type and item fields as they came; a bare answer is a save', async () => {
    backend.fail('GET', PAGE, {
      success: true,
      data: [{ id: 9, name: 'Новый тип', organization_id: 2, type: 'weighted', apply_order: 1, status: 'active', val: null, items: [{ name: 'A', val: 1, sort: 1, status: 'active', weight: 3 }], zz_unknown_field: 'x' }],
    });
    const { store, stop } = await started(PAGE);
    const row = store.table.list.rows[0];
    store.editor.openEdit(row);
    expect(store.editor.form.values.type).toBe('weighted');
    backend.fail('PUT', `${PAGE}/9`, { success: true, message: '' });
    expect(await store.editor.save()).toBe(true);
    expect(backend.last('PUT', `${PAGE}/9`).body).toEqual({
      id: 9, name: 'Новый тип', organization_id: 2, type: 'weighted', apply_order: 1, status: 'active', val: null,
      items: [{ name: 'A', val: 1, sort: 1, status: 'active', weight: 3 }], zz_unknown_field: 'x',
    });
    expect(store.editor.isOpen).toBe(false);
    stop();
  });
});
