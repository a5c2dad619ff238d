import { waitFor } from '@testing-library/react';
import { TEST_CSRF_TOKEN } from '@fixtures/server/testing/backend';
import { notify } from '@core/notify';
import { answerConfirm } from '@test/dialogs';
import { backend } from '@test/setup';
import { domainVersionsApi } from './api';
import { DomainVersionsStore } from './DomainVersionsStore';

const API = '/api/stat/custom-report-domains-versions';

async function started(urlPath?: string, object = 1) {
  window.history.replaceState(null, '', `/campaigns/stat/client-domains/${object}`);
  const store = new DomainVersionsStore(domainVersionsApi({ object_id: object, object_type_id: 1 }, urlPath));
  const stop = store.start();
  await waitFor(() => expect(store.table.list.state).toBe('ready'));
  return { store, stop };
}

const row = (store: DomainVersionsStore, id: number) => {
  const found = store.table.list.rows.find((r) => r.id === id);
  if (!found) throw new Error(`seed: version ${id}`);
  return found;
};

describe('DomainVersionsStore', () => {
  it('loads the object\'s versions from GET {objectTypeId}/{objectId} with the ajax and CSRF headers', async () => {
    const { store, stop } = await started();
    const request = backend.last('GET', `${API}/1/1`);
    expect(request.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    expect(store.table.list.rows.map((r) => r.id)).toEqual([4, 3, 2, 1]);
    expect(row(store, 4)).toEqual({ id: 4, status: 'blocked', created: '2026-11-20 14:00:00', updated: '2026-11-21 16:45:00', owner_login: '<b>sidorov</b> & co', displayed_t: 5400, clicked_t: 54 });
    stop();
  });

  it('takes only the spec\'s fields, and garbage as empty, behind the site prefix', async () => {
    backend.fail('GET', `/office${API}/1/1`, { success: true, data: [{ id: 7, status: 'active' }, { id: 8, status: 'weird', displayed_t: -5, clicked_t: 'x', owner_login: { a: 1 } }, { status: 'active' }, 'junk'] });
    const { store, stop } = await started('/office');
    expect(store.table.list.rows).toEqual([
      { id: 7, status: 'active', created: '', updated: '', owner_login: '', displayed_t: null, clicked_t: null },
      { id: 8, status: '', created: '', updated: '', owner_login: '', displayed_t: null, clicked_t: null },
    ]);
    stop();
  });

  it('creates a version with POST {object_id, object_type_id}, asking first over an unpublished latest', async () => {
    const { store, stop } = await started();
    const declined = store.create();
    expect((await answerConfirm(false)).message).toBe('Последняя версия ещё не опубликована. Создать новую версию?');
    expect(await declined).toBe(false);
    expect(backend.all('POST', API)).toHaveLength(0);

    const accepted = store.create();
    await answerConfirm(true);
    expect(await accepted).toBe(true);
    expect(backend.last('POST', API).body).toEqual({ object_id: 1, object_type_id: 1 });
    expect(notify.toasts.at(-1)).toMatchObject({ variant: 'success', lines: ['Версия создана'] });
    expect(store.table.list.rows.map((r) => r.id)).toEqual([6, 4, 3, 2, 1]);
    stop();
  });

  it('creates at once when the latest version is published', async () => {
    const { store, stop } = await started(undefined, 2);
    expect(await store.create()).toBe(true);
    expect(notify.dialogs).toHaveLength(0);
    expect(backend.last('POST', API).body).toEqual({ object_id: 2, object_type_id: 1 });
    stop();
  });

  it('publishes and unpublishes with PUT {id} {status}', async () => {
    const { store, stop } = await started();
    expect(await store.toggleStatus(row(store, 2))).toBe(true);
    expect(backend.last('PUT', `${API}/2`).body).toEqual({ status: 'blocked' });
    expect(row(store, 2).status).toBe('blocked');
    expect(await store.toggleStatus(row(store, 2))).toBe(true);
    expect(backend.last('PUT', `${API}/2`).body).toEqual({ status: 'active' });
    expect(notify.toasts.at(-1)).toMatchObject({ lines: ['Версия опубликована'] });
    stop();
  });

  it('a publish refused by the comparison lists its known errors in a modal, nothing after them; the row stays a draft', async () => {
    const { store, stop } = await started();
    const toasts = notify.toasts.length;
    const publishing = store.toggleStatus(row(store, 4));
    await waitFor(() => expect(notify.dialogs).toHaveLength(1));
    const [dialog] = notify.dialogs;
    expect(dialog).toMatchObject({ kind: 'alert', title: 'Версия не опубликована: ошибки сравнения', message: 'Домен отсутствует в статистике: site2.ru\nВерсия не отличается от опубликованной', confirmLabel: 'Закрыть' });
    dialog.resolve(true);
    expect(await publishing).toBe(false);
    expect(row(store, 4).status).toBe('blocked');
    expect(notify.toasts).toHaveLength(toasts);

    const empty = store.toggleStatus(row(store, 3));
    const answered = await answerConfirm(true);
    expect(answered.message).toBe('В версии нет доменов');
    expect(await empty).toBe(false);
    stop();
  });

  it('any other failure is a toast with the server\'s message', async () => {
    const { store, stop } = await started();
    backend.fail('PUT', `${API}/2`, { success: false, message: 'Нет прав' });
    expect(await store.toggleStatus(row(store, 2))).toBe(false);
    expect(notify.dialogs).toHaveLength(0);
    expect(notify.toasts.at(-1)).toMatchObject({ variant: 'danger', lines: ['Нет прав'] });
    stop();
  });

  it('deletes after the confirmation with DELETE {id}', async () => {
    const { store, stop } = await started();
    const removing = store.model.remove(row(store, 3));
    expect((await answerConfirm(true)).title).toBe('Удаление версии №3');
    expect(await removing).toBe(true);
    expect(backend.all('DELETE', `${API}/3`)).toHaveLength(1);
    expect(store.table.list.rows.map((r) => r.id)).toEqual([4, 2, 1]);
    stop();
  });
});
