import { waitFor } from '@testing-library/react';
import { notify } from '@core/notify';
import { answerConfirm } from '@test/dialogs';
import { backend } from '@test/setup';
import { TEST_CSRF_TOKEN } from '@fixtures/server/testing/backend';
import { creativeFilesApi, filesOf } from './api';
import { CreativeFilesStore } from './CreativeFilesStore';

const FILES = '/creatives/1/files';
const seedNames = (id: number) => backend.db.collection<{ creative_id: number; name: string }>('creative-files').find((f) => f.creative_id === id).map((f) => f.name);

async function started(urlPath = '') {
  window.history.replaceState(null, '', '/creatives/files/?id=1');
  const store = new CreativeFilesStore(creativeFilesApi(1, urlPath));
  const stop = store.start();
  await waitFor(() => expect(['ready', 'failed']).toContain(store.list.state));
  return { store, stop };
}

const file = (name: string, size: number) => new File(['x'.repeat(size)], name, { type: 'image/png' });

describe('CreativeFilesStore', () => {
  it('loads the creative’s files from GET /creatives/{id}/files behind the site prefix, with the ajax and CSRF headers', async () => {
    const { store, stop } = await started('/adm');
    // The stand-in serves no /adm prefix: the request is what is asserted.
    stop();
    const request = backend.last('GET', '/adm/creatives/1/files');
    expect(request.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(request.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    expect(store.list.rows).toEqual([]);
    const again = await started();
    expect(again.store.list.rows.map((f) => f.name)).toEqual(seedNames(1));
    expect(again.store.list.total).toBe(seedNames(1).length);
    again.stop();
  });

  it('uploads one file a call as files[], counts them and their bytes, goes on past a refused one, and reloads once', async () => {
    const { store, stop } = await started();
    const big = file('big.bin', 1);
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    const hold = backend.hold('POST', FILES);
    const upload = store.upload([file('a.png', 300), big, file('c.png', 100)]);
    await waitFor(() => expect(backend.all('POST', FILES)).toHaveLength(1));
    expect(store.progress).toEqual({ done: 0, total: 3, sentBytes: 0, totalBytes: 400 + 11 * 1024 * 1024 });
    expect(await store.upload([file('d.png', 1)])).toBe(0);
    hold.release();
    expect(await upload).toBe(2);
    const posts = backend.all('POST', FILES);
    expect(posts).toHaveLength(3);
    expect(posts.map((p) => (p.body as Record<string, Array<{ name: string }>>)['files[]'].map((f) => f.name))).toEqual([['a.png'], ['big.bin'], ['c.png']]);
    expect(notify.toasts.map((t) => t.lines.join())).toEqual(expect.arrayContaining(['Файл «big.bin» больше 10 Мб', 'Загружено файлов: 2']));
    expect(store.progress).toBeNull();
    expect(store.list.rows.map((f) => f.name)).toEqual(expect.arrayContaining(['a.png', 'c.png']));
    expect(store.list.rows.find((f) => f.name === 'a.png')?.sizeKb).toBe(0.29);
    stop();
  });

  it('deletes the selected files with DELETE {names} after the question; a no keeps them; all goes after its own question', async () => {
    const { store, stop } = await started();
    store.selection.toggle('logo.svg');
    store.selection.toggle('vast.xml');
    const refused = store.removeSelected();
    expect(await answerConfirm(false)).toEqual({ title: 'Вы уверены?', message: 'Удалить выбранные файлы (2)?' });
    expect(await refused).toBe(false);
    expect(backend.all('DELETE', FILES)).toHaveLength(0);

    const removed = store.removeSelected();
    await answerConfirm(true);
    expect(await removed).toBe(true);
    expect(backend.last('DELETE', FILES).body).toEqual({ names: ['logo.svg', 'vast.xml'] });
    await waitFor(() => expect(store.list.rows.map((f) => f.name)).not.toContain('logo.svg'));
    expect(store.selection.size).toBe(0);

    const left = seedNames(1);
    const all = store.removeAll();
    // Files a banner parameter uses (is_relation) are named in the question.
    expect((await answerConfirm(true)).message).toBe(
      `Удалить все файлы флайта (${left.length})? Используются в параметрах баннера (4): banner_240x400.jpg, fon-zima.jpg, knopka.gif, fallback.html. Ссылки на них перестанут работать.`,
    );
    await all;
    expect(backend.last('DELETE', FILES).body).toEqual({ names: left });
    await waitFor(() => expect(store.list.rows).toEqual([]));
    stop();
  });

  it('a selection of files in use says so in its question; one without them asks the plain question', async () => {
    const { store, stop } = await started();
    store.selection.toggle('knopka.gif');
    store.selection.toggle('logo.svg');
    const asked = store.removeSelected();
    expect((await answerConfirm(false)).message).toBe('Удалить выбранные файлы (2)? Используются в параметрах баннера (1): knopka.gif. Ссылки на них перестанут работать.');
    expect(await asked).toBe(false);
    expect(backend.all('DELETE', FILES)).toHaveLength(0);
    stop();
  });

  it('keeps the files and says why when the delete fails', async () => {
    const { store, stop } = await started();
    store.selection.toggle('logo.svg');
    backend.fail('DELETE', FILES, { success: false, message: 'Файл используется в баннере' });
    const removed = store.removeSelected();
    await answerConfirm(true);
    expect(await removed).toBe(false);
    expect(notify.toasts.map((t) => t.lines.join())).toContain('Файл используется в баннере');
    expect(store.selection.has('logo.svg')).toBe(true);
    stop();
  });

  it('reads a hostile answer leniently: nameless or repeated files left out, a bad size empty, is_relation only when true', () => {
    expect(filesOf([null, { name: '' }, { name: 'a', file_size: -3, is_relation: 'yes' }, { name: 'a' }, { name: 7, file_size: '12.5', is_relation: 1, url: 5 }, 'x'])).toEqual([
      { name: 'a', url: '', isRelation: false, sizeKb: null, updated: '' },
      { name: '7', url: '5', isRelation: true, sizeKb: 12.5, updated: '' },
    ]);
    expect(filesOf({ not: 'a list' })).toEqual([]);
  });
});
