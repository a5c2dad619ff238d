import { waitFor } from '@testing-library/react';
import { TEST_CSRF_TOKEN } from '@fixtures/server/testing/backend';
import { notify } from '@core/notify';
import { backend } from '@test/setup';
import { settingEditApi } from './api';
import { SettingEditStore } from './SettingEditStore';

const PAGE = '/preferences/i/settings/1';
const ROLES = [{ id: 1, name: 'Администратор' }, { id: 2, name: 'Менеджер' }, { id: 3, name: 'Аналитик' }];
const SUBGROUPS = [{ id: 11, name: 'Отчёты' }, { id: 12, name: 'Финансы' }, { id: 13, name: 'Модерация' }, { id: 14, name: 'Медиапланы' }];

async function started(at = PAGE) {
  window.history.replaceState(null, '', at);
  const store = new SettingEditStore(settingEditApi(), ROLES, SUBGROUPS);
  const stop = store.start();
  await waitFor(() => expect(store.load.state).toBe('ready'));
  return { store, stop };
}

describe('SettingEditStore', () => {
  it("loads GET {page}: the group's subgroups first by their sort, then the others; its links checked", async () => {
    const { store, stop } = await started();
    expect(backend.last('GET', PAGE).headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(store.rows.map((r) => r.name)).toEqual(['Финансы', 'Отчёты', 'Медиапланы', 'Модерация']);
    expect(store.isChecked(12, 2)).toBe(true);
    expect(store.isChecked(11, 2)).toBe(false);
    expect(store.dirty).toBe(false);
    stop();
  });

  it('toggles all of a row and of a column each way; moves a row; saves one link per checked cell with its row place', async () => {
    const { store, stop } = await started();
    store.toggleRow(13);
    expect(ROLES.every((r) => store.isChecked(13, r.id))).toBe(true);
    expect(store.rowAll(13)).toBe(true);
    store.toggleRow(13);
    expect(ROLES.some((r) => store.isChecked(13, r.id))).toBe(false);
    store.toggleColumn(3);
    expect(store.columnAll(3)).toBe(true);
    store.toggleColumn(3);
    expect(store.order.some((g) => store.isChecked(g, 3))).toBe(false);
    store.toggle(14, 1);
    store.move(14, 12); // Медиапланы to the top
    expect(store.rows.map((r) => r.id)).toEqual([14, 12, 11, 13]);
    expect(store.dirty).toBe(true);
    expect(await store.save()).toBe(true);
    const request = backend.last('PUT', PAGE);
    expect(request.body).toEqual({
      subgroups: [
        { group_id: 14, role_id: 1, sort: 1 }, { group_id: 14, role_id: 2, sort: 1 },
        { group_id: 12, role_id: 1, sort: 2 }, { group_id: 12, role_id: 2, sort: 2 },
        { group_id: 11, role_id: 1, sort: 3 },
      ],
    });
    expect(request.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    expect(notify.toasts.at(-1)).toMatchObject({ variant: 'success', lines: ['Успешно сохранено!'] });
    expect(store.dirty).toBe(false);
    stop();
  });

  it('keeps the edits when the save fails', async () => {
    const { store, stop } = await started();
    store.toggle(13, 1);
    backend.fail('PUT', PAGE, { success: false, message: 'Нет прав на изменение' });
    expect(await store.save()).toBe(false);
    expect(notify.toasts.at(-1)?.lines).toEqual(['Нет прав на изменение']);
    expect(store.isChecked(13, 1)).toBe(true);
    expect(store.dirty).toBe(true);
    stop();
  });

  it('reads an answer with broken links: links without ids are left out, unknown subgroups show by their id', async () => {
    backend.fail('GET', PAGE, { success: true, data: { name: 5, subgroups: [{ group_id: 99, role_id: 1, sort: 'x' }, { role_id: 2 }, null] } });
    const { store, stop } = await started();
    expect(store.rows[0]).toEqual({ id: 99, name: '#99' });
    expect(store.isChecked(99, 1)).toBe(true);
    stop();
  });
});
