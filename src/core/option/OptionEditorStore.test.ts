// The shared option editor store against the stand-in's option route (/options/frequency, A 7): load,
// save {status, value}, the answered status, a failed save keeping everything, one save at a time.
import { waitFor } from '@testing-library/react';
import { when } from 'mobx';
import { backend } from '@test/setup';
import { notify } from '../notify';
import { fieldPath, noLoads, optionApi, OptionEditorStore, statusOf, type OptionEditorConfig, type OptionErrors } from './index';

const PAGE = '/options/frequency/?id=1';
const PATH = '/options/frequency';

interface Value {
  displayed: { count: string };
}
const config: OptionEditorConfig<Value> = {
  decode: (raw) => {
    const count = (raw as { displayed?: { count?: unknown } } | undefined)?.displayed?.count;
    return { displayed: { count: typeof count === 'number' ? String(count) : '' } };
  },
  encode: (value) => ({ displayed: { count: Number(value.displayed.count), timeout: 60 } }),
  check: (value): OptionErrors => (value.displayed.count === 'x' ? { 'displayed.count': 'Число!' } : {}),
};

async function loaded(method?: 'POST' | 'PUT') {
  window.history.replaceState(null, '', PAGE);
  const store = new OptionEditorStore(optionApi(PAGE, method), config, noLoads);
  const stop = store.start();
  await when(() => store.loadState !== 'loading');
  return { store, stop };
}

describe('OptionEditorStore', () => {
  it('loads the option from the page (ajax GET with ?id), saves {status, value} there and applies the answered status', async () => {
    const { store, stop } = await loaded();
    expect(backend.last('GET', PATH).query).toMatchObject({ id: '1' });
    expect(backend.last('GET', PATH).headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(store.status).toBe(1);
    expect(store.value.displayed.count).toBe('3');
    expect(store.dirty).toBe(false);

    store.set('displayed', { count: '7' });
    expect(store.dirty).toBe(true);
    expect(await store.save()).toBe(true);
    expect(backend.last('POST', PATH).body).toEqual({ status: 1, value: { displayed: { count: 7, timeout: 60 } } });
    expect(backend.last('POST', PATH).headers['x-csrf-token']).toBeTruthy();
    expect(store.dirty).toBe(false);
    expect(notify.toasts.map((t) => t.lines[0])).toContain('Успешно сохранено');

    // The server may refuse to switch the target on: its answered status is what the page shows, saved.
    backend.fail('POST', PATH, { success: true, data: null, option: { status: 0 } });
    store.set('displayed', { count: '8' });
    await store.save();
    expect(store.status).toBe(0);
    expect(store.dirty).toBe(false);
    stop();
  });

  it("a save's toast says the answer's message (A 7), the default when it sent none; a bare {success: true} is a save", async () => {
    const { store, stop } = await loaded();
    backend.fail('POST', PATH, { success: true, message: 'Таргет частоты сохранён', data: null });
    store.set('displayed', { count: '5' });
    await store.save();
    expect(notify.toasts.at(-1)).toMatchObject({ lines: ['Таргет частоты сохранён'], variant: 'success' });
    backend.fail('POST', PATH, { success: true });
    store.set('displayed', { count: '6' });
    expect(await store.save()).toBe(true);
    expect(notify.toasts.at(-1)).toMatchObject({ lines: ['Успешно сохранено'], variant: 'success' });
    expect(store.dirty).toBe(false);
    stop();
  });

  it('a failed save keeps the value and the unsaved mark, shows the server errors by field path; one save at a time', async () => {
    const { store, stop } = await loaded('PUT');
    store.set('displayed', { count: '9' });
    backend.fail('PUT', PATH, { success: false, message: 'Отклонено', errors: { 'value[displayed][count]': ['Много'] } });
    const held = backend.hold('PUT', PATH);
    const first = store.save();
    expect(await store.save()).toBe(false);
    held.release();
    expect(await first).toBe(false);
    expect(backend.all('PUT', PATH)).toHaveLength(1);
    expect(store.value.displayed.count).toBe('9');
    expect(store.dirty).toBe(true);
    expect(store.error('displayed.count')).toBe('Много');
    expect(store.saveError).toEqual(['Отклонено', 'Много']);
    expect(notify.toasts[0]).toMatchObject({ title: 'Ошибка', lines: ['Отклонено', 'Много'] });
    // Editing there clears its error and the failed save's line.
    store.set('displayed', { count: '10' });
    expect(store.error('displayed.count')).toBeUndefined();
    expect(store.saveError).toBeNull();
    stop();
  });

  it('checks the rules only while on, and keeps what was typed during the save unsaved', async () => {
    const { store, stop } = await loaded();
    store.set('displayed', { count: 'x' });
    expect(await store.save()).toBe(false);
    expect(store.error('displayed.count')).toBe('Число!');
    expect(backend.all('POST', PATH)).toHaveLength(0);

    store.setStatus(0);
    const held = backend.hold('POST', PATH);
    const saving = store.save();
    await waitFor(() => expect(backend.all('POST', PATH)).toHaveLength(1));
    store.set('displayed', { count: '11' });
    held.release();
    expect(await saving).toBe(true);
    expect(backend.last('POST', PATH).body).toMatchObject({ status: 0 });
    expect(store.value.displayed.count).toBe('11');
    expect(store.dirty).toBe(true);
    stop();
  });

  it('a failed load says so (toast) and can be retried; odd statuses and error keys read sensibly', async () => {
    backend.fail('GET', PATH, { success: false, message: 'Нет доступа' });
    const { store, stop } = await loaded();
    expect(store.loadState).toBe('failed');
    expect(notify.toasts[0].lines).toEqual(['Нет доступа']);
    backend.reset();
    await store.load();
    expect(store.loadState).toBe('ready');
    expect([statusOf('1'), statusOf(5), statusOf(-1), statusOf('вкл'), statusOf(true)]).toEqual([1, 1, 0, null, 1]);
    expect([fieldPath('value.temp_min'), fieldPath('value[a][b]'), fieldPath('timezone')]).toEqual(['temp_min', 'a.b', 'timezone']);
    stop();
  });
});
