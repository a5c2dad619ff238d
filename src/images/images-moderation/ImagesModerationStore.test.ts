import { waitFor } from '@testing-library/react';
import { TEST_CSRF_TOKEN } from '@fixtures/server/testing/backend';
import { notify } from '@core/notify';
import { expectLatestWins } from '@test/races';
import { backend, sentQuery } from '@test/setup';
import { moderationApi } from './api';
import { ImagesModerationStore } from './ImagesModerationStore';

const PAGE = '/inimage/moderation';
const LIST = '/api/rest/images';

async function startAt(url: string, variant: 'rest' | 'v2' = 'rest') {
  window.history.replaceState(null, '', url);
  const store = new ImagesModerationStore(moderationApi(variant));
  const stop = store.start();
  await waitFor(() => expect(store.list.loaded).toBe(true));
  return { store, stop };
}

describe('ImagesModerationStore', () => {
  it("shows a big answer's first cards before the rest only once their figures (meta.columns) are known", async () => {
    window.history.replaceState(null, '', PAGE);
    const api = moderationApi();
    const previews: boolean[] = [];
    const store = new ImagesModerationStore({ ...api, images: (query, paging, signal, preview) => (previews.push(preview !== undefined), api.images(query, paging, signal, preview)) });
    const stop = store.start();
    await waitFor(() => expect(store.list.loaded).toBe(true));
    store.list.setPage(2);
    await waitFor(() => expect(previews).toEqual([false, true]));
    stop();
  });

  it('asks for 50 images by views descending with the ajax and CSRF headers, and reads the columns of meta', async () => {
    const { store, stop } = await startAt(PAGE);
    const request = backend.last('GET', LIST);
    expect(request.query).toEqual({ page: '1', per_page: '50', field: 'displayed', order: 'desc' });
    expect(request.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(request.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    expect([store.list.rows.length, store.list.total]).toEqual([50, 130]);
    expect(store.sortOptions.map((o) => o.label)).toEqual([
      'Показы по возрастанию', 'Показы по убыванию', 'Уверенность нейросети, % по возрастанию', 'Уверенность нейросети, % по убыванию', 'ID сайта по возрастанию', 'ID сайта по убыванию',
    ]);
    await waitFor(() => expect(store.tags.length).toBeGreaterThan(20));
    stop();
  });

  it("sends the filters on 'Найти' as one history step and refuses a confidence outside 0..100", async () => {
    const { store, stop } = await startAt(`${PAGE}#p=2`);
    store.chosen.set('t', [3, 5]);
    store.chosen.set('tmt', 'and');
    store.chosen.set('on', 'usr_only');
    store.draft.edit('d', 'vesti');
    store.draft.edit('pu', ' .jpg ');
    store.draft.edit('rb', '150');
    const sent = backend.all('GET', LIST).length;
    store.search();
    expect(store.draft.errors.rb).toBe('Некорректное значение');
    expect(backend.all('GET', LIST)).toHaveLength(sent);
    store.draft.edit('rb', '10');
    store.search();
    await waitFor(() =>
      expect(sentQuery(backend.last('GET', LIST))).toBe('tags[]=3&tags[]=5&tags_mode=and&tags_on=usr_only&domain=vesti&photo_url=.jpg&rate_begin=10&page=1&per_page=50&field=displayed&order=desc'),
    );
    expect(window.location.hash).toBe('#t=3%2C5&tmt=and&on=usr_only&d=vesti&pu=.jpg&rb=10');
    stop();
  });

  it('appends the next page on load more and keeps the checked cards', async () => {
    const { store, stop } = await startAt(PAGE);
    store.grid.toggle(store.list.rows[0]);
    await store.list.loadMore();
    expect(backend.last('GET', LIST).query).toMatchObject({ page: '2' });
    expect(store.list.rows).toHaveLength(100);
    expect(store.grid.selection.size).toBe(1);
    expect(window.location.hash).toBe('');
    stop();
  });

  it('saves the tags of the open image: a removed automatic tag is excluded, an added one kept', async () => {
    const { store, stop } = await startAt(PAGE);
    const image = store.list.rows.find((row) => row.tags_auto.some((t) => !row.tags_exclude.includes(t)))!;
    const auto = image.tags_auto.find((t) => !image.tags_exclude.includes(t))!;
    store.removeTag(image, auto);
    store.addTag(image, 24);
    expect(await store.saveImage(image)).toBe(true);
    expect(backend.last('POST', `${LIST}/save_tags`).body).toEqual({ image_id: image.id, tags: [...image.tags.filter((t) => t !== auto), 24] });
    const saved = store.list.rows.find((row) => row.id === image.id)!;
    expect(saved.tags_exclude).toContain(auto);
    expect(saved.tags).toContain(24);
    expect(store.isEdited(saved)).toBe(false);
    stop();
  });

  it('a save_tags answered {success: true} alone is a save: the card takes the sent tags as I 4 keeps them, no error', async () => {
    const { store, stop } = await startAt(PAGE);
    backend.fail('POST', `${LIST}/save_tags`, { success: true, message: '' });
    const image = store.list.rows.find((row) => row.tags_auto.some((t) => !row.tags_exclude.includes(t)))!;
    const auto = image.tags_auto.find((t) => !image.tags_exclude.includes(t))!;
    expect(store.anyEdited).toBe(false);
    store.removeTag(image, auto);
    store.addTag(image, 24);
    expect(store.anyEdited).toBe(true);
    expect(await store.saveImage(image)).toBe(true);
    expect(notify.toasts.at(-1)).toMatchObject({ variant: 'success', lines: ['Успешно сохранено'] });
    const saved = store.list.rows.find((row) => row.id === image.id)!;
    expect(store.anyEdited).toBe(false);
    expect(saved.tags).toEqual([...image.tags.filter((t) => t !== auto), 24]);
    expect(saved.tags_exclude).toContain(auto);
    expect(saved.tags_include).toContain(24);
    expect(store.isEdited(saved)).toBe(false);
    stop();
  });

  it('adds and removes tags on the checked images, and checks for tags and images first (I 5)', async () => {
    const { store, stop } = await startAt(PAGE);
    await store.bulkAdd();
    expect(notify.dialogs.at(-1)?.message).toBe('Выберите теги!');
    store.setBulkTags([23]);
    await store.bulkAdd();
    expect(notify.dialogs.at(-1)?.message).toBe('Выберите изображения!');
    const [a, b] = store.list.rows;
    store.grid.toggle(a);
    store.grid.toggle(b);
    expect(await store.bulkAdd()).toBe(true);
    expect(backend.last('POST', `${LIST}/add_tag`).body).toEqual({ ids: [a.id, b.id], tags: [23] });
    expect(store.list.rows.slice(0, 2).every((row) => row.tags.includes(23))).toBe(true);
    expect(await store.bulkRemove()).toBe(true);
    expect(backend.last('DELETE', `${LIST}/tag`).body).toEqual({ ids: [a.id, b.id], tags: [23] });
    expect(store.list.rows.slice(0, 2).some((row) => row.tags.includes(23))).toBe(false);
    // A bare success (no images in the answer): the tags are applied here.
    backend.fail('POST', `${LIST}/add_tag`, { success: true });
    expect(await store.bulkAdd()).toBe(true);
    expect(store.list.rows.slice(0, 2).every((row) => row.tags.includes(23))).toBe(true);
    stop();
  });

  it('a bulk remove answered by a bare success keeps the removed user tags out: of the card, of its added tags and of the modal edits not saved yet', async () => {
    const { store, stop } = await startAt(PAGE);
    const image = store.list.rows.find((row) => row.tags_include.length > 0 && row.tags_auto.length > 0)!;
    const user = image.tags_include[0];
    const auto = image.tags_auto.find((t) => image.tags.includes(t))!;
    store.addTag(image, 24);
    store.grid.toggle(image);
    store.setBulkTags([user, auto]);
    backend.fail('DELETE', `${LIST}/tag`, { success: true });
    expect(await store.bulkRemove()).toBe(true);
    const shown = store.list.rows.find((row) => row.id === image.id)!;
    expect(shown.tags).not.toContain(user);
    expect(shown.tags).not.toContain(auto);
    expect(shown.tags_include).not.toContain(user);
    expect(shown.tags_exclude).toContain(auto);
    // The modal's unsaved edits lose the removed tags too (a later save would give them back), and keep the added one.
    expect(store.editedTags(shown)).not.toContain(user);
    expect(store.editedTags(shown)).not.toContain(auto);
    expect(store.editedTags(shown)).toContain(24);
    stop();
  });

  it('calls /api/inimage/v2/images when props.api is v2, sending object_detection with the tags', async () => {
    const { store, stop } = await startAt(PAGE, 'v2');
    expect(backend.all('GET', '/api/inimage/v2/images')).toHaveLength(1);
    const image = store.list.rows[0];
    await store.saveImage(image);
    expect(backend.last('POST', '/api/inimage/v2/images/save-tags').body).toEqual({ image_id: image.id, tags: image.tags, object_detection: [] });
    stop();
  });

  it('shows the answer to the latest filters when answers come out of order, and aborts the requests it replaced', async () => {
    await expectLatestWins({
      at: PAGE,
      makeStore: () => new ImagesModerationStore(moderationApi()),
      list: (store) => store.list,
      path: LIST,
      changes: [
        (store) => store.setSort('rate:asc'),
        (store) => {
          store.draft.edit('d', 'sport');
          store.search();
        },
      ],
      rowsOf: (data) => data.map((raw) => expect.objectContaining({ id: (raw as { id: number }).id })),
    });
  });
});
