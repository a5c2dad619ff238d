import { waitFor } from '@testing-library/react';
import { TEST_CSRF_TOKEN } from '@fixtures/server/testing/backend';
import { SEARCH_TASK_ERRORS, type SearchTaskRecord } from '@fixtures/server/routes/image-search-tasks';
import { notify } from '@core/notify';
import { backend } from '@test/setup';
import { searchTasksApi } from './api';
import { checkImport } from './importJson';
import { ImageSearchTasksStore } from './ImageSearchTasksStore';

const PAGE = '/inimage/search-tasks';
const tasks = () => backend.db.collection<SearchTaskRecord>('image-search-tasks');
const file = (content: unknown, name = 'task.json') => new File([typeof content === 'string' ? content : JSON.stringify(content)], name, { type: 'application/json' });
const IMAGE = { id: 7, url: 'https://img.example.ru/a/7.jpg', thumb: 'https://img.example.ru/a/7_t.jpg' };

async function started(url = PAGE) {
  window.history.replaceState(null, '', url);
  const store = new ImageSearchTasksStore(searchTasksApi());
  const stop = store.start();
  await waitFor(() => expect(store.table.list.rows.length).toBeGreaterThan(0));
  return { store, stop };
}

describe('ImageSearchTasksStore', () => {
  it('loads GET {path}?rnd=N with the ajax and CSRF headers, decoding statuses and authors (I 2.2, I 7)', async () => {
    backend.fail('GET', '/office/inimage/search-tasks', { success: true, data: [{ id: 3, name: 'А', status: 'done', author: { login: 'petrov.a' } }, { id: 4, status: { name: 'Остановлена', color: 'red' }, limit_qty: -5 }, { name: 'без id' }, 'мусор'] });
    const { store, stop } = await started('/office/inimage/search-tasks/');
    const request = backend.last('GET', '/office/inimage/search-tasks');
    expect(Object.keys(request.query)).toEqual(['rnd']);
    expect(request.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(request.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    expect(store.table.list.rows.map((row) => row.task)).toEqual([
      { id: 3, name: 'А', search_query: '', limit_qty: null, found_qty: null, status: { text: 'Завершена', variant: 'success' }, author: 'petrov.a' },
      { id: 4, name: '', search_query: '', limit_qty: null, found_qty: null, status: { text: 'Остановлена', variant: 'danger' }, author: '' },
    ]);
    expect(store.api.taskHref(3)).toBe('/office/inimage/search-tasks/3');
    stop();
  });

  it("adds a task: I 5's messages, limit 500 by default, 'Из названия', then POST {path} with name, search_query, limit_qty, tag, is_tag", async () => {
    const { store, stop } = await started();
    const { adder } = store;
    adder.openCreate();
    expect(adder.form.values).toEqual({ tag: '', name: '', search_query: '', limit_qty: '500' });
    adder.form.set('limit_qty', '');
    expect(await adder.save()).toBe(false);
    expect(adder.form.errors).toEqual({ name: 'Обязательное поле', search_query: 'Обязательное поле', limit_qty: 'Обязательное числовое поле' });
    adder.form.set('name', '  Закаты ');
    store.copyNameToQuery();
    expect(adder.form.values.search_query).toBe('  Закаты ');
    adder.form.set('limit_qty', '900');
    expect(await adder.save()).toBe(false);
    expect(adder.form.errors).toEqual({ limit_qty: 'Некорректный лимит (ожидается в диапазоне от 0 до 800)!' });
    adder.form.set('limit_qty', '300');
    expect(await adder.save()).toBe(true);
    const request = backend.last('POST', PAGE);
    expect(request.body).toEqual({ name: 'Закаты', search_query: 'Закаты', limit_qty: 300, tag: null, is_tag: false });
    expect(request.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    expect(notify.toasts.at(-1)).toMatchObject({ variant: 'success', title: 'Сохранено', lines: ['Успешно сохранено'] });
    expect(adder.isOpen).toBe(false);
    expect(store.table.list.rows[0].task).toMatchObject({ name: 'Закаты', limit_qty: 300, status: { text: 'Новая' }, author: 'operator@example.ru' });
    stop();
  });

  it('names a task after its tag (is_tag), the tags loaded once when the modal first opens', async () => {
    const { store, stop } = await started(`${PAGE}#new`);
    expect(store.adder.isOpen).toBe(true);
    await waitFor(() => expect(store.tagList.state).toBe('ready'));
    expect(backend.all('GET', '/preferences/inimage/tags/search')).toHaveLength(1);
    store.adder.form.set('name', 'Будет заменено');
    store.chooseTag('7');
    expect(store.adder.form.values.name).toBe('Футбол');
    store.adder.form.set('search_query', 'футбольный мяч');
    expect(await store.adder.save()).toBe(true);
    expect(backend.last('POST', PAGE).body).toEqual({ name: 'Футбол', search_query: 'футбольный мяч', limit_qty: 500, tag: 7, is_tag: true });
    store.adder.openCreate();
    expect(backend.all('GET', '/preferences/inimage/tags/search')).toHaveLength(1);
    stop();
  });

  it("checks a JSON file with every message of I 5", () => {
    const good = { name: 'Из файла', limit_qty: '200', images: [IMAGE] };
    expect(checkImport('{не json')).toEqual({ ok: false, message: 'Ошибка json, файл не удалось разобрать' });
    expect(checkImport('[1]')).toEqual({ ok: false, message: 'Ошибка json, поле "name" отсутствует или некорректно' });
    expect(checkImport(JSON.stringify({ ...good, name: 5 }))).toEqual({ ok: false, message: 'Ошибка json, поле "name" отсутствует или некорректно' });
    expect(checkImport(JSON.stringify({ ...good, limit_qty: 'много' }))).toEqual({ ok: false, message: 'Ошибка json, поле "limit_qty" отсутствует или некорректно' });
    expect(checkImport(JSON.stringify({ ...good, images: {} }))).toEqual({ ok: false, message: 'Ошибка json, поле "images" отсутствует или некорректно' });
    const badImages = 'Некорректный список картинок (обязательные поля: url, thumb, id)';
    for (const image of [{ ...IMAGE, url: 'not a url' }, { ...IMAGE, thumb: 'javascript:alert(1)' }, { ...IMAGE, id: 'x' }, { url: IMAGE.url, thumb: IMAGE.thumb }, null]) {
      expect(checkImport(JSON.stringify({ ...good, images: [IMAGE, image] }))).toEqual({ ok: false, message: badImages });
    }
    expect(checkImport(JSON.stringify({ ...good, images: [{ ...IMAGE, id: '7' }], search_query: 'мяч' }))).toEqual({
      ok: true,
      file: { name: 'Из файла', limit_qty: '200', search_query: 'мяч', found_qty: '1', images: [IMAGE] },
    });
  });

  it('imports: a bad file says why and sends nothing; a good one fills the form, which requires name, search_query, limit_qty, found_qty', async () => {
    const { store, stop } = await started();
    const { importer } = store;
    store.openImport();
    expect(await importer.save()).toBe(false);
    expect(importer.form.errors).toMatchObject({ file: 'Обязательное поле', name: 'Обязательное поле', found_qty: 'Обязательное числовое поле' });
    await store.readFile(file({ name: 'Без картинок', limit_qty: 10 }));
    expect(importer.form.errors.file).toBe('Ошибка json, поле "images" отсутствует или некорректно');
    expect(await importer.save()).toBe(false);
    expect(importer.form.errors.file).toBe('Ошибка json, поле "images" отсутствует или некорректно');
    await store.readFile(file({ name: 'Из файла', limit_qty: 200, images: [IMAGE, { ...IMAGE, id: 8 }] }));
    expect(importer.form.errors.file).toBeUndefined();
    expect(importer.form.values).toEqual({ file: 'task.json', name: 'Из файла', search_query: '', limit_qty: '200', found_qty: '2' });
    expect(await importer.save()).toBe(false);
    expect(importer.form.errors).toEqual({ search_query: 'Обязательное поле' });
    expect(backend.all('POST', PAGE)).toHaveLength(0);
    importer.form.set('search_query', 'мяч');
    expect(await importer.save()).toBe(true);
    expect(backend.last('POST', PAGE).body).toEqual({ name: 'Из файла', search_query: 'мяч', limit_qty: 200, found_qty: 2, images: [IMAGE, { ...IMAGE, id: 8 }] });
    const saved = tasks().find((task) => task.name === 'Из файла')[0];
    expect(saved).toMatchObject({ name: 'Из файла', found_qty: 2, status: 'imported' });
    expect(store.table.list.rows[0].task.name).toBe('Из файла');
    stop();
  });

  it("keeps what was typed and shows the server's field errors when the save fails", async () => {
    const { store, stop } = await started();
    backend.fail('POST', PAGE, { success: false, message: SEARCH_TASK_ERRORS.message, errors: { name: ['Задача с таким названием уже есть'] } });
    store.adder.openCreate();
    store.adder.form.set('name', 'Дубликат');
    store.adder.form.set('search_query', 'дубль');
    expect(await store.adder.save()).toBe(false);
    expect(store.adder.form.errors).toEqual({ name: 'Задача с таким названием уже есть' });
    expect(notify.toasts.at(-1)).toMatchObject({ variant: 'danger', title: 'Ошибка', lines: [SEARCH_TASK_ERRORS.message, 'Задача с таким названием уже есть'] });
    expect(store.adder.isOpen).toBe(true);
    expect(store.adder.form.values.name).toBe('Дубликат');
    stop();
  });
});
