import { waitFor } from '@testing-library/react';
import { notify } from '@core/notify';
import { backend } from '@test/setup';
import { TEST_CSRF_TOKEN } from '@fixtures/server/testing/backend';
import { copyObjectsApi } from './api';
import { CopyObjectsStore } from './CopyObjectsStore';
import { DEFAULT_PARAMS } from './texts';

const URL_ = '/campaigns/copy';
const OBJECTS = [
  { id: 101, name: 'Зима — баннер' },
  { id: 102, name: 'Осень — видео' },
  { id: 103, name: 'Зима — преролл' },
];

function started() {
  window.history.replaceState(null, '', URL_);
  const store = new CopyObjectsStore(copyObjectsApi(URL_), DEFAULT_PARAMS, OBJECTS);
  const stop = store.start();
  return { store, stop };
}

describe('CopyObjectsStore', () => {
  it('sends nothing without an object chosen and says so; the parameters start as the page says', async () => {
    const { store, stop } = started();
    expect(store.form.values.params).toEqual({ limits: true, channels: false, payouts: false, options: false, files: false, banner_params: false });
    await store.save();
    expect(store.form.errorAt('items')).toBe('Необходимо выбрать объекты для копирования');
    expect(backend.all('POST', URL_)).toHaveLength(0);
    stop();
  });

  it('stores to the configured URL the keys switched on and the ids chosen (in the objects’ order), with the ajax and CSRF headers; the answer’s message shows and nothing is left unsaved', async () => {
    const { store, stop } = started();
    store.selection.toggle(103);
    store.selection.toggle(101);
    store.form.set('params.payouts', true);
    store.form.set('params.limits', false);
    expect(store.form.dirty).toBe(true);
    await store.save();
    const post = backend.last('POST', URL_);
    expect(post.body).toEqual({ params: ['payouts'], items: [101, 103] });
    expect(post.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    expect(post.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(notify.toasts.map((t) => t.lines.join())).toContain('Скопировано объектов: 2');
    expect(store.form.dirty).toBe(false);
    stop();
  });

  it('keeps every choice and shows the server’s message when the store fails', async () => {
    const { store, stop } = started();
    store.selection.toggle(102);
    backend.fail('POST', URL_, { success: false, message: 'Кампания заблокирована' });
    await store.save();
    expect(notify.toasts.map((t) => t.lines.join())).toContain('Кампания заблокирована');
    expect(store.form.values.items).toEqual([102]);
    expect(store.selection.has(102)).toBe(true);
    expect(store.form.dirty).toBe(true);
    stop();
  });

  it('follows the answer’s redirect on this site only', async () => {
    const { store, stop } = started();
    store.selection.toggle(101);
    backend.fail('POST', URL_, { success: true, data: {}, redirect: '/campaigns/list' });
    await store.save();
    await waitFor(() => expect(store.form.leavingTo).toBe('http://localhost/campaigns/list'));
    stop();
  });

  it('filters the objects by name or id, case-insensitive', () => {
    const { store, stop } = started();
    store.setFilter('зима');
    expect(store.shownObjects.map((o) => o.id)).toEqual([101, 103]);
    store.setFilter('102');
    expect(store.shownObjects.map((o) => o.id)).toEqual([102]);
    stop();
  });
});
