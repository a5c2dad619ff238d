import { waitFor } from '@testing-library/react';
import { TEST_CSRF_TOKEN } from '@fixtures/server/testing/backend';
import type { SearchTaskRecord } from '@fixtures/server/routes/image-search-tasks';
import { notify } from '@core/notify';
import { allowConsoleErrors, backend } from '@test/setup';
import { searchTaskApi, taskOf } from './api';
import { exportFileName, exportJson, ImageSearchTaskStore } from './ImageSearchTaskStore';

const PAGE = '/inimage/search-tasks/1';
const seed = () => backend.db.collection<SearchTaskRecord>('image-search-tasks').get(1);

async function started(url = PAGE) {
  window.history.replaceState(null, '', url);
  const store = new ImageSearchTaskStore(searchTaskApi());
  const stop = store.start();
  await waitFor(() => expect(store.state).not.toBe('loading'));
  return { store, stop };
}

describe('ImageSearchTaskStore', () => {
  it('loads GET {path} with the ajax and CSRF headers: 20 images a page, the hash page, the last page when past the end', async () => {
    const { store, stop } = await started(`${PAGE}#p=9`);
    const request = backend.last('GET', PAGE);
    expect(request.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(request.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    expect(store.task).toMatchObject({ id: 1, name: 'Осенний лес №1', limit_qty: 500, found_qty: 47, author: 'ivanova.m', status: { text: 'Завершена' } });
    expect(store.images).toHaveLength(47);
    expect(store.pageCount).toBe(3);
    expect(store.page).toBe(3);
    expect(store.pageImages.map((image) => image.id)).toEqual([1041, 1042, 1043, 1044, 1045, 1046, 1047]);
    store.setPage(1);
    expect(store.pageImages).toHaveLength(20);
    expect(window.location.hash).toBe('');
    expect(store.limit).toBe('500');
    expect(store.dirty).toBe(false);
    stop();
  });

  it("decodes hostile answers: images without a url left out, a url twice shown once, no task id → the error toast", async () => {
    backend.fail('GET', '/x/2', { success: true, data: { id: 2, name: 5, images: [{ id: 1, url: 'https://a.ru/1.jpg' }, { url: 'https://a.ru/1.jpg' }, { id: 'x', thumb: 'https://a.ru/t.jpg' }, null, { url: 'https://a.ru/2.jpg', id: -1 }], limit_qty: 'много' } });
    const { store, stop } = await started('/x/2');
    expect(store.task).toMatchObject({ name: '5', limit_qty: null, author: '', status: { text: 'Неизвестный статус' } });
    expect(store.images).toEqual([
      { id: 1, url: 'https://a.ru/1.jpg', thumb: '', n: 1 },
      { id: null, url: 'https://a.ru/2.jpg', thumb: '', n: 2 },
    ]);
    stop();
    allowConsoleErrors(/no usable task/);
    backend.fail('GET', '/x/3', { success: true, data: { name: 'без id' } });
    const failed = await started('/x/3');
    expect(failed.store.state).toBe('failed');
    expect(notify.toasts.at(-1)).toMatchObject({ variant: 'danger', title: 'Ошибка', lines: ['Что-то пошло не так!'] });
    failed.stop();
  }, 10000);

  it('refuses a limit outside 0..800 with the alert of I 5 and sends nothing', async () => {
    const { store, stop } = await started();
    for (const limit of ['801', '-1', 'abc', '', '12.5']) {
      store.setLimit(limit);
      expect(await store.save()).toBe(false);
      await waitFor(() => expect(notify.dialogs).toHaveLength(1));
      expect(notify.dialogs[0]).toMatchObject({ kind: 'alert', message: 'Некорректный лимит (ожидается в диапазоне от 0 до 800)!' });
      notify.dialogs[0].resolve(true);
    }
    expect(backend.all('PUT', PAGE)).toHaveLength(0);
    stop();
  });

  it("saves the marks with PUT {path} (limit_qty, load_more, deleted_urls): data.images replaces the gallery, 'Успешно сохранено!'", async () => {
    const { store, stop } = await started();
    const [first, second, third] = store.pageImages;
    store.toggleMark(first);
    store.toggleMark(second);
    store.toggleMark(second); // unmarked again
    store.grid.toggle(third);
    store.markSelected(true);
    expect(store.markedCount).toBe(2);
    expect(store.dirty).toBe(true);
    store.setLimit(' 60 ');
    store.setLoadMore(true);
    const hold = backend.hold('PUT', PAGE);
    const saving = store.save();
    expect(await store.save()).toBe(false); // one save at a time
    hold.release();
    expect(await saving).toBe(true);
    expect(backend.all('PUT', PAGE)).toHaveLength(1);
    const request = backend.last('PUT', PAGE);
    expect(request.body).toEqual({ limit_qty: 60, load_more: true, deleted_urls: [first.url, third.url] });
    expect(request.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    expect(notify.dialogs[0]).toMatchObject({ kind: 'alert', message: 'Успешно сохранено!' });
    expect(store.images).toHaveLength(55); // 45 kept, 10 found
    expect(store.images.map((image) => image.url)).not.toContain(first.url);
    expect(store.markedCount).toBe(0);
    expect(store.dirty).toBe(false);
    expect(store.task).toMatchObject({ limit_qty: 60, found_qty: 55 });
    expect(seed()?.images).toHaveLength(55);
    stop();
  });

  it('keeps every mark and the limit typed when the save fails', async () => {
    const { store, stop } = await started();
    store.toggleMark(store.pageImages[0]);
    store.setLimit('100');
    backend.fail('PUT', PAGE, { success: false, message: 'Задача уже выполняется' });
    expect(await store.save()).toBe(false);
    expect(notify.toasts.at(-1)).toMatchObject({ variant: 'danger', lines: ['Задача уже выполняется'] });
    expect(store.markedCount).toBe(1);
    expect(store.limit).toBe('100');
    expect(store.dirty).toBe(true);
    stop();
  });

  it('exports the name and the image urls as JSON, under a file name from the task name', () => {
    const images = [{ id: 1, url: 'https://a.ru/1.jpg', thumb: '', n: 1 }];
    expect(JSON.parse(exportJson({ name: 'Закат' }, images))).toEqual({ name: 'Закат', images: ['https://a.ru/1.jpg'] });
    expect(exportFileName({ id: 4, name: 'a/b: "c"?' })).toBe('a_b_ _c_.json');
    expect(exportFileName({ id: 4, name: '  ' })).toBe('search-task-4.json');
  });
});

// Issue 41 and audit images-kpi §3/§4: the spec names no GET of one task and a bare PUT answer.
describe('ImageSearchTaskStore on the existing backend', () => {
  it('shows the task the page printed (props.task) without a GET; a GET, when it has none, carries rnd', async () => {
    window.history.replaceState(null, '', PAGE);
    const printed = taskOf(seed())!;
    const store = new ImageSearchTaskStore(searchTaskApi(), printed);
    const stop = store.start();
    expect(store.state).toBe('ready');
    expect(store.task?.name).toBe('Осенний лес №1');
    expect(store.images).toHaveLength(47);
    expect(backend.all('GET', PAGE)).toHaveLength(0);
    stop();
    const loaded = await started();
    expect(Object.keys(backend.last('GET', PAGE).query)).toEqual(['rnd']);
    loaded.stop();
  });

  it('takes a bare {success: true} save as saved: the marked images leave, the marks clear, nothing is left unsaved', async () => {
    backend.setModes({ strict: true });
    window.history.replaceState(null, '', PAGE);
    const store = new ImageSearchTaskStore(searchTaskApi(), taskOf(seed())!);
    const stop = store.start();
    const [first, second] = store.pageImages;
    store.toggleMark(first);
    backend.fail('PUT', PAGE, { success: true, message: '' });
    expect(await store.save()).toBe(true);
    expect(backend.last('PUT', PAGE).body).toEqual({ limit_qty: 500, load_more: false, deleted_urls: [first.url] });
    expect(store.images).toHaveLength(46);
    expect(store.images[0].url).toBe(second.url);
    expect(store.dirty).toBe(false);
    stop();
  });

  it('exports without the images marked for deletion', () => {
    const images = [{ id: 1, url: 'https://a.ru/1.jpg', thumb: '', n: 1 }, { id: 2, url: 'https://a.ru/2.jpg', thumb: '', n: 2 }];
    expect(JSON.parse(exportJson({ name: 'Закат' }, images, (image) => image.id === 1))).toEqual({ name: 'Закат', images: ['https://a.ru/2.jpg'] });
  });
});
