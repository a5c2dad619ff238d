import { notify } from '@core/notify';
import { answerConfirm } from '@test/dialogs';
import { backend, sentQuery } from '@test/setup';
import { DEMO_ERROR_MESSAGE, DEMO_FIELD_ERROR } from '@fixtures/server/routes/non-std-reports';
import { nonStdReportEditApi } from './api';
import { NonStdReportEditStore } from './NonStdReportEditStore';

const BASE = '/stat/non-std-reports';
const STATUSES = [
  { id: 'none', name: 'Без статуса' },
  { id: 'active', name: 'Активен' },
];
const ROLES = [
  { id: 'admin', name: 'Администратор' },
  { id: 'analyst', name: 'Аналитик' },
];

async function openStore(id: number | null) {
  window.history.replaceState(null, '', id === null ? `${BASE}/create` : `${BASE}/${id}/edit`);
  const store = new NonStdReportEditStore(nonStdReportEditApi(BASE), { id, base: BASE, statuses: STATUSES, roles: ROLES });
  await store.page.load();
  return store;
}

describe('NonStdReportEditStore', () => {
  it('create: refuses without name, data source, result type, template and parameter keys; a server refusal shows under its field; then POSTs and goes to the edit page', async () => {
    const store = await openStore(null);
    const { form } = store;
    form.addRow('filters', { key: 'bad key', type: 'int', default: '' });
    form.addRow('filters', { key: '', type: 'string', default: '' });
    await store.save();
    expect(backend.all('POST', BASE)).toHaveLength(0);
    expect(form.errors).toEqual({
      request_tpl: 'Поле Шаблон запроса обязательно для заполнения.',
      name: 'Поле Название обязательно для заполнения.',
      data_source: 'Поле Источник данных обязательно для заполнения.',
      result_type: 'Поле Тип результата обязательно для заполнения.',
      'filters.0.key': 'Ключ: латинские буквы, цифры и _',
      'filters.1.key': 'Поле Ключ обязательно для заполнения.',
    });
    form.set('filters.0.key', 'site_id');
    form.set('filters.1.key', 'site_id');
    await store.save();
    expect(form.errors['filters.1.key']).toBe('Ключ повторяется');
    form.removeRow('filters', 1);

    form.set('request_tpl', 'SELECT * FROM t WHERE site_id = {{site_id}}');
    form.set('data_source', 'clickhouse');
    form.set('result_type', 'table');
    form.set('organization_id', '2');
    form.set('name', 'Ошибка');
    await store.save();
    expect(form.errors.request_tpl).toBe(DEMO_FIELD_ERROR);
    expect(notify.toasts.at(-1)?.lines).toContain(DEMO_ERROR_MESSAGE);

    form.set('name', ' Новый отчёт ');
    await store.save();
    expect(backend.last('POST', BASE).body).toEqual({
      name: 'Новый отчёт',
      data_source: 'clickhouse',
      result_type: 'table',
      request_tpl: 'SELECT * FROM t WHERE site_id = {{site_id}}',
      params: { filters: [{ key: 'site_id', type: 'int', default: '' }] },
      organization_id: 2,
      status: 'none',
    });
    const created = backend.db.collection<{ id: number; name: string }>('non-std-reports').all().find((r) => r.name === 'Новый отчёт')!;
    expect(form.leavingTo).toBe(`http://localhost${BASE}/${created.id}/edit`);
  });

  it('edit: loads the report (an unknown status as none), PUTs the changes, deletes after asking', async () => {
    const store = await openStore(7);
    expect(backend.last('GET', `${BASE}/7`).headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(store.form.values).toMatchObject({ name: 'Отчёт по ORD-маркировке', status: 'none', data_source: 'clickhouse', organization_id: '1' });
    store.form.set('status', 'active');
    await store.save();
    expect(backend.last('PUT', `${BASE}/7`).body).toMatchObject({ name: 'Отчёт по ORD-маркировке', status: 'active', organization_id: 1 });
    expect(store.form.dirty).toBe(false);
    expect(store.form.leavingTo).toBeNull();

    const removing = store.remove();
    expect((await answerConfirm(false)).title).toBe('Удаление отчёта «Отчёт по ORD-маркировке»');
    await removing;
    expect(backend.all('DELETE', `${BASE}/7`)).toHaveLength(0);
    const again = store.remove();
    await answerConfirm(true);
    await again;
    expect(backend.all('DELETE', `${BASE}/7`)).toHaveLength(1);
    expect(store.form.leavingTo).toBe(BASE);
  });

  it('preview: builds the SQL from the template and the defaults (typed, unsaved), then runs it with the data source and result type', async () => {
    const store = await openStore(1);
    store.form.set('filters.0.default', '2026-10-01');
    await store.preview.build();
    expect(backend.last('POST', `${BASE}/build-request`).body).toEqual({
      request_tpl: store.form.values.request_tpl,
      params: { date_from: '2026-10-01', date_to: '', site_id: '' },
      params_types: { date_from: 'date', date_to: 'date', site_id: 'int' },
    });
    expect(store.preview.sql).toContain("WHERE date >= '2026-10-01'");
    await store.preview.run();
    expect(backend.last('POST', `${BASE}/run-request`).body).toEqual({ request: store.preview.sql, data_source: 'clickhouse', result_type: 'table' });
    expect(store.preview.result).toMatchObject({ kind: 'table', columns: [{ key: 'site_id', title: 'ID сайта' }, { key: 'domain' }, { key: 'shows' }, { key: 'filters' }] });
  });

  it('preview: POST /preview (A 7) with the report as typed; the SQL and the result of its answer show', async () => {
    const store = await openStore(1);
    store.form.set('filters.0.default', '2026-10-05');
    await store.preview.previewReport();
    expect(backend.last('POST', `${BASE}/preview`).body).toEqual({
      name: 'Выручка по площадкам за месяц',
      data_source: 'clickhouse',
      result_type: 'table',
      request_tpl: store.form.values.request_tpl,
      params: { filters: [{ key: 'date_from', type: 'date', default: '2026-10-05' }, { key: 'date_to', type: 'date', default: '' }, { key: 'site_id', type: 'int', default: '' }] },
      organization_id: 1,
      status: 'active',
    });
    expect(store.preview.sql).toContain("WHERE date >= '2026-10-05'");
    expect(store.preview.result).toMatchObject({ kind: 'table', columns: [{ key: 'site_id', title: 'ID сайта' }, { key: 'domain' }, { key: 'shows' }, { key: 'filters' }] });

    // An answer with a result only keeps the SQL shown; one without a result shows none.
    backend.fail('POST', `${BASE}/preview`, { success: true, data: { url: '/stat/non-std-reports/files/p.csv' } });
    await store.preview.previewReport();
    expect(store.preview.sql).toContain("WHERE date >= '2026-10-05'");
    expect(store.preview.result).toEqual({ kind: 'file', url: '/stat/non-std-reports/files/p.csv' });
    backend.fail('POST', `${BASE}/preview`, { success: true, data: { request: 'SELECT 1' } });
    await store.preview.previewReport();
    expect([store.preview.sql, store.preview.result]).toEqual(['SELECT 1', null]);
  });

  it('access: roles by alias, users by id looked up; unknown ones are said; PUT /{id}/access with both', async () => {
    const store = await openStore(2);
    const { access } = store;
    await new Promise((r) => setTimeout(r, 0));
    expect(access.roles).toEqual(['admin', 'analyst']);
    expect(sentQuery(backend.last('GET', '/users'))).toBe('user_id[]=101&user_id[]=102');
    expect(access.users).toEqual([{ id: 101, name: 'Иванова Мария' }, { id: 102, name: 'Петров Алексей' }]);

    access.editRole('superman');
    access.addRole();
    expect(access.roleError).toBe('Роль не найдена!');
    access.removeRole('analyst');
    access.editUser('999');
    await access.addUser();
    expect(backend.last('GET', '/users/').query).toEqual({ is_row: '1', user_id: '999' });
    expect(access.userError).toBe('Пользователь не найден!');
    access.editUser('104');
    await access.addUser();
    expect(access.users.at(-1)).toEqual({ id: 104, name: 'Кузнецова Анна' });
    expect(access.dirty).toBe(true);
    await access.save(2);
    expect(backend.last('PUT', `${BASE}/2/access`).body).toEqual({ roles: ['admin'], users: [101, 102, 104] });
    expect(access.dirty).toBe(false);
  });
});
