import { waitFor } from '@testing-library/react';
import { TEST_CSRF_TOKEN } from '@fixtures/server/testing/backend';
import { KPI_ERRORS, type KpiIndicatorRecord } from '@fixtures/server/routes/kpi-indicators';
import { notify } from '@core/notify';
import { answerConfirm } from '@test/dialogs';
import { backend } from '@test/setup';
import { kpiIndicatorsApi } from './api';
import { KpiIndicatorsStore } from './KpiIndicatorsStore';

const API = '/api/sales/kpi-indicators';
const seed = () => backend.db.collection<KpiIndicatorRecord>('kpi-indicators');
const lastToast = () => notify.toasts.at(-1);

async function started(url = '/preferences/sales/kpi-indicators', urlPath?: string) {
  window.history.replaceState(null, '', url);
  const store = new KpiIndicatorsStore(kpiIndicatorsApi(urlPath));
  const stop = store.start();
  await waitFor(() => expect(store.table.list.rows.length).toBeGreaterThan(0));
  return { store, stop };
}

describe('KpiIndicatorsStore', () => {
  it('loads every indicator with rnd and the headers, decodes the record, and takes the kpi_type options from the columns', async () => {
    const { store, stop } = await started();
    const request = backend.last('GET', API);
    expect(Object.keys(request.query)).toEqual(['rnd']);
    expect(request.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(request.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    expect(store.table.list.rows).toHaveLength(seed().count());
    expect(store.table.list.rows.find((r) => r.id === 1)).toEqual({
      id: 1, name: 'Сессии', kpi_type: 'quantity', value_type: 'other', organizations: [1, 2], description: 'Показатель «Сессии» по данным веб-аналитики',
      plan_field: 'sessions_plan', fact_field: 'sessions', class_name: 'SessionsKpi', worst_value: 'min', is_required_input: true, is_breakdown_by_day: true,
      is_user_input: true, is_auto_totals: false, import_fields: ['Визиты', 'Отказы'], show_in: [1, 2], status: 'active',
    });
    expect(store.kpiTypeOptions).toEqual([{ value: 'quality', name: 'Качественный' }, { value: 'quantity', name: 'Количественный' }]);
    // A map value → name serves as well; a garbage columns field offers nothing (no crash).
    store.setColumns([{ field: 'kpi_type', values: { sales: 'Продажи' } }]);
    expect(store.kpiTypeOptions).toEqual([{ value: 'sales', name: 'Продажи' }]);
    store.setColumns('garbage');
    // Columns are optional: without usable ones, S 3's two kpi types (issue 27).
    expect(store.kpiTypeOptions.map((o) => o.value)).toEqual(['quality', 'quantity']);
    stop();
  });

  it('goes behind the site prefix and drops rows without an id', async () => {
    backend.fail('GET', `/office${API}`, { success: true, data: [{ id: 3, name: 'Глубина', kpi_type: 'bogus', params: 'x' }, { name: 'без id' }], columns: null });
    const { store, stop } = await started('/preferences/sales/kpi-indicators', '/office');
    expect(store.table.list.rows.map((r) => [r.id, r.kpi_type, r.show_in])).toEqual([[3, 'bogus', []]]);
    stop();
  });

  it("creates: the three required messages, then POST of the whole record; a refusal shows its errors joined (S 8) and keeps the values", async () => {
    const { store, stop } = await started();
    const { editor } = store;
    editor.openCreate();
    expect(await editor.save()).toBe(false);
    expect(editor.form.errors).toEqual({
      name: 'Поле "Название" обязательно для заполнения!',
      kpi_type: 'Поле "Тип KPI" обязательно для заполнения!',
      value_type: 'Поле "Тип значения" обязательно для заполнения!',
    });
    editor.form.set('name', ' Сессии ');
    editor.form.set('kpi_type', 'quantity');
    editor.form.set('value_type', 'other');
    editor.form.set('organizations', '4, x');
    expect(await editor.save()).toBe(false);
    expect(editor.form.errors).toEqual({ organizations: 'Укажите целые положительные числа через запятую.' });
    expect(backend.all('POST', API)).toHaveLength(0);

    editor.form.set('organizations', '4, 5');
    expect(await editor.save()).toBe(false); // the name is taken
    expect(editor.form.errors).toEqual({ name: KPI_ERRORS.duplicate });
    expect(lastToast()).toMatchObject({ variant: 'danger', title: 'Ошибка', lines: [KPI_ERRORS.message, KPI_ERRORS.duplicate] });
    editor.form.set('name', 'Лиды');
    editor.form.set('import_fields', 'Лиды, , Заявки');
    editor.form.set('show_in', '2');
    editor.form.set('is_auto_totals', true);
    expect(await editor.save()).toBe(true);
    expect(backend.last('POST', API).body).toEqual({
      name: 'Лиды', kpi_type: 'quantity', value_type: 'other', organizations: [4, 5], description: '', plan_field: '', fact_field: '', class_name: '', worst_value: 'min',
      is_required_input: 0, is_breakdown_by_day: 0, is_user_input: 0, is_auto_totals: 1, import_fields: ['Лиды', 'Заявки'], params: { showIn: [2] }, status: 'active',
    });
    expect(lastToast()).toMatchObject({ variant: 'success', title: 'Сохранено' });
    expect(store.table.list.rows[0]).toMatchObject({ name: 'Лиды', organizations: [4, 5] });

    editor.openCreate();
    editor.form.set('name', 'Ещё один');
    editor.form.set('kpi_type', 'quality');
    editor.form.set('value_type', 'percent');
    editor.form.set('organizations', '4, 5');
    backend.fail('POST', API, { success: false, errors: [{ error: 'Первая.' }, 'Вторая.'] });
    await editor.save();
    expect(lastToast()?.lines).toEqual(['Первая. Вторая.']);
    backend.fail('POST', API, { success: false, error: 'Только error' });
    await editor.save();
    expect(lastToast()?.lines).toEqual(['Только error']);
    expect(editor.form.values.organizations).toBe('4, 5');

    stop();
  });

  it('edits with PUT …/{id}, deletes after the confirmation, switches the status with the whole record', async () => {
    const { store, stop } = await started();
    const row = store.table.list.rows.find((r) => r.id === 2);
    if (!row) throw new Error('seed: indicator 2');
    store.editor.openEdit(row);
    expect(store.editor.form.values).toMatchObject({ name: 'Отказы', kpi_type: 'quality', organizations: '1', import_fields: 'Визиты, Отказы', show_in: '1, 2' });
    store.editor.form.set('description', 'Доля отказов');
    expect(await store.editor.save()).toBe(true);
    expect(backend.last('PUT', `${API}/2`).body).toMatchObject({ name: 'Отказы', description: 'Доля отказов', status: 'active', params: { showIn: [1, 2] } });

    const current = store.table.list.rows.find((r) => r.id === 2);
    if (!current) throw new Error('listed');
    expect(await store.table.toggleStatus(current)).toBe(true);
    expect(backend.last('PUT', `${API}/2`).body).toMatchObject({ name: 'Отказы', description: 'Доля отказов', status: 'blocked', is_breakdown_by_day: 1 });
    expect(seed().get(2)?.status).toBe('blocked');

    const removing = store.table.remove(current);
    expect(await answerConfirm(true)).toEqual({ title: 'Удаление KPI-показателя «Отказы»', message: 'Вы уверены?' });
    expect(await removing).toBe(true);
    expect(lastToast()?.lines).toEqual(['KPI-показатель удалён']);
    expect(store.table.list.rows.map((r) => r.id)).not.toContain(2);
    stop();
  });

  it('a status switch sends the record back as it came: an unknown kpi_type, worst_value and field are kept', async () => {
    seed().update(3, { kpi_type: 'sales', worst_value: 'median', owner: { login: 'petrova' } } as Partial<KpiIndicatorRecord>);
    const { store, stop } = await started();
    const row = store.table.list.rows.find((r) => r.id === 3);
    if (!row) throw new Error('seed: indicator 3');
    const sent = { ...(seed().get(3) as object) };
    const status = row.status === 'active' ? 'blocked' : 'active';
    // The stand-in refuses a kpi_type it does not know (S 5); what matters here is what the screen sent.
    await store.table.toggleStatus(row);
    expect(backend.last('PUT', `${API}/3`).body).toEqual({ ...sent, status });
    stop();
  });

  it('reads organizations as ids or as [{organization_id}]; a save or a status switch that did not touch them never erases them; no columns: S 3’s kpi types', async () => {
    const record = { id: 7, name: 'Глубина', kpi_type: 'quality', value_type: 'other', organizations: [{ organization_id: 3 }, { organization_id: 9 }], status: 'active' };
    const unreadable = { id: 8, name: 'Охват', kpi_type: 'quantity', value_type: 'other', status: 'active' };
    backend.fail('GET', API, { success: true, data: [record, unreadable] });
    const { store, stop } = await started();
    expect(store.table.list.rows.find((r) => r.id === 7)?.organizations).toEqual([3, 9]);
    expect(store.table.list.rows.find((r) => r.id === 8)?.organizations).toBeNull();

    const [withIds, without] = [store.table.list.rows.find((r) => r.id === 7), store.table.list.rows.find((r) => r.id === 8)];
    if (!withIds || !without) throw new Error('rows');
    await store.table.toggleStatus(withIds);
    // As they came: the switch sends the record back whole, untouched but for its status.
    expect(backend.last('PUT', `${API}/7`).body).toMatchObject({ status: 'blocked', organizations: [{ organization_id: 3 }, { organization_id: 9 }] });
    await store.table.toggleStatus(without);
    expect(backend.last('PUT', `${API}/8`).body).not.toHaveProperty('organizations');

    // No columns in the answer: the kpi_type select still offers S 3's two.
    store.editor.openEdit(without);
    expect(store.kpiTypeOptions.map((o) => o.value)).toEqual(['quality', 'quantity']);
    expect(store.kpiTypeName('quality')).toBe('Качественный');
    store.editor.form.set('description', 'Уникальный охват');
    await store.editor.save();
    expect(backend.last('PUT', `${API}/8`).body).not.toHaveProperty('organizations');
    expect(backend.last('PUT', `${API}/8`).body).toMatchObject({ description: 'Уникальный охват' });
    stop();
  });

  it('shows S 8’s joined errors when the list load fails', async () => {
    backend.fail('GET', API, { success: false, message: 'Список недоступен', errors: { a: ['Первая.'], b: [{ error: 'Вторая.' }] } });
    window.history.replaceState(null, '', '/preferences/sales/kpi-indicators');
    const store = new KpiIndicatorsStore(kpiIndicatorsApi());
    const stop = store.start();
    await waitFor(() => expect(store.table.list.state).toBe('failed'));
    expect(lastToast()).toMatchObject({ variant: 'danger', lines: ['Список недоступен', 'Первая. Вторая.'] });
    stop();
  });
});
