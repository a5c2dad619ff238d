import { waitFor } from '@testing-library/react';
import { TEST_CSRF_TOKEN } from '@fixtures/server/testing/backend';
import { notify } from '@core/notify';
import { answerConfirm } from '@test/dialogs';
import { backend } from '@test/setup';
import { formatTemplatesApi } from './api';
import { FormatTemplatesStore, formatIdOf } from './FormatTemplatesStore';

const API = '/hb/format-templates';

async function started(formatId: number | null = 1, urlPath?: string) {
  window.history.replaceState(null, '', `/preferences/formats/settings/templates/?id=${formatId ?? ''}`);
  const store = new FormatTemplatesStore(formatTemplatesApi(urlPath), formatId);
  const stop = store.start();
  if (formatId !== null) await waitFor(() => expect(store.table.list.state).toBe('ready'));
  return { store, stop };
}

describe('FormatTemplatesStore', () => {
  it('reads the format of ?id= (a positive whole number only)', () => {
    expect(['1', ' 42 ', '0', '-3', '1.5', 'abc', '', null, '99999999999999999999'].map(formatIdOf)).toEqual([1, 42, null, null, null, null, null, null, null]);
  });

  it('loads the templates of the format with format_id, the headers, the format of the answer; rows without an id are left out', async () => {
    const { store, stop } = await started();
    const request = backend.last('GET', API);
    expect(request.query.format_id).toBe('1');
    expect(request.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(request.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    expect(store.format).toEqual({ id: 1, name: 'Баннер 240×400' });
    expect(store.table.list.rows[1]).toEqual({ id: 2, format_id: 1, name: 'Баннер с кнопкой «Купить» №2', status: 'active', sales_formats: [{ id: 11, name: 'Баннер 240×400 — CPM' }] });
    stop();

    backend.fail('GET', `/office${API}`, { success: true, data: [{ template_id: 5, name: 'Ш', status: 'odd', sales_formats: 'x' }, { name: 'без id' }], format: 7 });
    const other = await started(1, '/office');
    expect(other.store.table.list.rows).toEqual([{ id: 5, format_id: null, name: 'Ш', status: '', sales_formats: [] }]);
    expect(other.store.format).toBeNull();
    other.stop();
  });

  it('without a format, asks for nothing', async () => {
    const before = backend.all('GET', API).length;
    const { stop } = await started(null);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(backend.all('GET', API)).toHaveLength(before);
    stop();
  });

  it('turns a template with POST …/{id}/turn, shows the answered status and the server message, reloads', async () => {
    const { store, stop } = await started();
    const row = store.table.list.rows[0];
    expect(await store.turn(row)).toBe(true);
    expect(backend.last('POST', `${API}/1/turn`).method).toBe('POST');
    expect(store.table.list.rows[0].status).toBe('blocked');
    expect(notify.toasts.at(-1)).toMatchObject({ variant: 'success', lines: ['Шаблон заблокирован'] });
    // The answered status is applied even when the reload says otherwise later (A 7: data.status).
    backend.fail('POST', `${API}/2/turn`, { success: true, data: { status: 'wrong' } });
    await store.turn(store.table.list.rows[1]);
    expect(notify.toasts.at(-1)).toMatchObject({ variant: 'success', lines: ['Успешно сохранено'] });
    stop();
  });

  it('deletes after the confirmation only; a failure shows the server message and keeps the row', async () => {
    const { store, stop } = await started();
    const row = store.table.list.rows[2];
    const declined = store.remove(row);
    expect(await answerConfirm(false)).toMatchObject({ message: 'Вы уверены?', title: `Удаление шаблона «${row.name}»` });
    expect(await declined).toBe(false);
    expect(backend.all('DELETE', `${API}/${row.id}`)).toHaveLength(0);

    backend.fail('DELETE', `${API}/${row.id}`, { success: false, message: 'Шаблон используется флайтами' });
    const failed = store.remove(row);
    await answerConfirm(true);
    expect(await failed).toBe(false);
    expect(notify.toasts.at(-1)).toMatchObject({ variant: 'danger', title: 'Ошибка', lines: ['Шаблон используется флайтами'] });
    expect(store.table.list.rows).toContainEqual(row);
    stop();
  });
});
