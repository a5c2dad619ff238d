import { waitFor } from '@testing-library/react';
import { TEST_CSRF_TOKEN } from '@fixtures/server/testing/backend';
import { notify } from '@core/notify';
import { expectLatestWins } from '@test/races';
import { backend, sentQuery } from '@test/setup';
import { statisticsApi } from './api';
import { ImagesStatisticsStore } from './ImagesStatisticsStore';

const PAGE = '/statistics/inimage/images';
const DATA = `${PAGE}/data/`;
const COLUMNS = `${PAGE}/columns/`;
const APPROVED = 44; // fixtures/data/inimage-tags.json: 'approved'

async function startAt(url: string) {
  window.history.replaceState(null, '', url);
  const store = new ImagesStatisticsStore(statisticsApi());
  const stop = store.start();
  await waitFor(() => expect(store.list.loaded && store.columns.length > 0 && store.tags.length > 0).toBe(true));
  return { store, stop };
}

describe('ImagesStatisticsStore', () => {
  it('asks {page}/data/ for 50 images by shows descending with the id of the query, {page}/columns/ with the filters; sort options from the sortable columns', async () => {
    const { store, stop } = await startAt(`${PAGE}?id=7#t=3,5&tmt=and&dr=2026-01-01,2026-01-31`);
    const request = backend.last('GET', DATA);
    expect(sentQuery(request)).toBe('tags[]=3&tags[]=5&tags_mode=and&date_range[]=2026-01-01&date_range[]=2026-01-31&id=7&page=1&per_page=50&field=displayed&order=desc');
    expect(request.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(request.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    expect(sentQuery(backend.last('GET', COLUMNS))).toBe('tags[]=3&tags[]=5&tags_mode=and&date_range[]=2026-01-01&date_range[]=2026-01-31&id=7');
    expect(store.sortOptions.map((o) => o.label)).toEqual([
      'Показы по возрастанию', 'Показы по убыванию', 'Клики по возрастанию', 'Клики по убыванию', 'CTR, % по возрастанию', 'CTR, % по убыванию', 'ID сайта по возрастанию', 'ID сайта по убыванию',
    ]);
    expect(store.cardColumns.map((c) => c.title)).toEqual(['Показы', 'Клики', 'CTR, %']);
    expect(store.approvedTag).toBe(APPROVED);
    stop();
  });

  it("keeps of, od, p and dr in the hash: 'Найти' applies the period and tags as one step at page 1, a sort goes back to page 1, 'Сбросить' clears", async () => {
    const { store, stop } = await startAt(`${PAGE}#p=2`);
    store.chosen.set('dr', ['2026-02-01', '2026-02-10']);
    store.chosen.set('t', [7]);
    store.search();
    await waitFor(() => expect(backend.last('GET', DATA).query).toMatchObject({ tags_mode: 'or', page: '1' }));
    expect(sentQuery(backend.last('GET', DATA))).toMatch(/^tags\[\]=7&tags_mode=or&date_range\[\]=2026-02-01&date_range\[\]=2026-02-10&/);
    expect(window.location.hash).toBe('#t=7&dr=2026-02-01%2C2026-02-10');
    store.setSort('ctr:asc');
    await waitFor(() => expect(backend.last('GET', DATA).query).toMatchObject({ field: 'ctr', order: 'asc', page: '1' }));
    expect(window.location.hash).toContain('of=ctr&od=asc');
    const ctrs = store.list.rows.map((r) => Number(r.cells.ctr));
    expect(ctrs).toEqual([...ctrs].sort((a, b) => a - b));
    store.list.setPerPage('all');
    await waitFor(() => expect(backend.last('GET', DATA).query).toMatchObject({ per_page: 'all', page: '1' }));
    expect(window.location.hash).toContain('pp=all');
    store.reset();
    await waitFor(() => expect(window.location.hash).toBe(''));
    expect([store.chosen.values.t, store.chosen.values.dr]).toEqual([[], null]);
    stop();
  });

  it('asks {page}/columns/ again whenever the filters change (the card figures follow them), not on a sort', async () => {
    const { store, stop } = await startAt(PAGE);
    expect(backend.all('GET', COLUMNS)).toHaveLength(1);
    backend.fail('GET', COLUMNS, { success: true, data: [{ field: 'clicks', title: 'Клики за период', is_card: true }] });
    store.chosen.set('t', [3, 5]);
    store.chosen.set('dr', ['2026-02-01', '2026-02-10']);
    store.search();
    await waitFor(() => expect(backend.all('GET', COLUMNS)).toHaveLength(2));
    expect(sentQuery(backend.last('GET', COLUMNS))).toBe('tags[]=3&tags[]=5&tags_mode=or&date_range[]=2026-02-01&date_range[]=2026-02-10');
    await waitFor(() => expect(store.cardColumns.map((c) => c.title)).toEqual(['Клики за период']));
    store.setSort('clicks:asc');
    await waitFor(() => expect(backend.last('GET', DATA).query).toMatchObject({ field: 'clicks', order: 'asc' }));
    expect(backend.all('GET', COLUMNS)).toHaveLength(2);
    stop();
  });

  it('approves and cancels the approval through the tag calls, applied only when the answer confirms the tag (I 4)', async () => {
    const { store, stop } = await startAt(PAGE);
    const image = store.list.rows.find((row) => !row.is_approved)!;
    expect(await store.toggleApproval(image)).toBe(true);
    expect(backend.last('POST', '/api/rest/images/add_tag').body).toEqual({ ids: [image.id], tags: [APPROVED] });
    let shown = store.list.rows.find((row) => row.id === image.id)!;
    expect([shown.is_approved, shown.tags.includes(APPROVED)]).toEqual([true, true]);

    expect(await store.toggleApproval(shown)).toBe(true);
    expect(backend.last('DELETE', '/api/rest/images/tag').body).toEqual({ ids: [image.id], tags: [APPROVED] });
    shown = store.list.rows.find((row) => row.id === image.id)!;
    expect(shown.is_approved).toBe(false);

    // A success that does not show the tag added (or removed) changes nothing.
    backend.fail('POST', '/api/rest/images/add_tag', { success: true, data: [{ id: image.id, tags: [1] }] });
    expect(await store.toggleApproval(shown)).toBe(false);
    expect(notify.dialogs.at(-1)?.message).toBe('Не удалось назначить тег!');
    expect(store.list.rows.find((row) => row.id === image.id)!.is_approved).toBe(false);
    backend.fail('POST', '/api/rest/images/add_tag', { success: true, data: [{ id: image.id, tags: [1, APPROVED] }] });
    await store.toggleApproval(shown);
    backend.fail('DELETE', '/api/rest/images/tag', { success: true, data: [] });
    expect(await store.toggleApproval(store.list.rows.find((row) => row.id === image.id)!)).toBe(false);
    expect(notify.dialogs.at(-1)?.message).toBe('Не удалось снять тег!');
    expect(store.list.rows.find((row) => row.id === image.id)!.is_approved).toBe(true);
    // A failed call: its message, nothing changed.
    backend.fail('DELETE', '/api/rest/images/tag', { success: false, message: 'Нет прав' });
    expect(await store.toggleApproval(store.list.rows.find((row) => row.id === image.id)!)).toBe(false);
    expect(notify.toasts.at(-1)?.lines).toEqual(['Нет прав']);
    stop();
  });

  // Audit images-kpi §4: approval needed the answer to list the image's tags; a bare {success: true} confirms too.
  it('approves and cancels on a bare {success: true} answer (strict: no data), the tag added and removed locally', async () => {
    backend.setModes({ strict: true });
    const { store, stop } = await startAt(PAGE);
    const image = store.list.rows.find((row) => !row.is_approved)!;
    expect(await store.toggleApproval(image)).toBe(true);
    let shown = store.list.rows.find((row) => row.key === image.key)!;
    expect([shown.is_approved, shown.tags.includes(APPROVED)]).toEqual([true, true]);
    expect(await store.toggleApproval(shown)).toBe(true);
    shown = store.list.rows.find((row) => row.key === image.key)!;
    expect([shown.is_approved, shown.tags.includes(APPROVED)]).toEqual([false, false]);
    stop();
  });

  // Audit images-kpi §4: I 3's card names neither id nor image_id; a card without them was dropped.
  it('shows a card without id or image_id (keyed by its picture), which cannot be approved', async () => {
    backend.fail('GET', DATA, { success: true, data: [{ preview_url: 'https://img.example/a.jpg', displayed: 5 }, { preview_url: 'https://img.example/a.jpg' }, { displayed: 1 }, { id: 3, preview_url: 'https://img.example/b.jpg' }], meta: { total_count: 3 } });
    const { store, stop } = await startAt(PAGE);
    expect(store.list.rows.map((row) => [row.id, row.key])).toEqual([
      [null, 'preview:https://img.example/a.jpg'],
      [3, 'id:3'],
    ]);
    expect(await store.toggleApproval(store.list.rows[0])).toBe(false);
    expect(notify.dialogs.at(-1)?.message).toBe('Не удалось назначить тег!');
    stop();
  });

  it('shows the answer to the latest filters when answers arrive out of order', async () => {
    await expectLatestWins({
      at: PAGE,
      makeStore: () => new ImagesStatisticsStore(statisticsApi()),
      list: (store) => store.list,
      path: DATA,
      changes: [
        (store) => store.setSort('clicks:asc'),
        (store) => {
          store.chosen.set('t', [3]);
          store.search();
        },
      ],
      rowsOf: (data) => data.map((raw) => expect.objectContaining({ id: (raw as { id: number }).id })),
    });
  });
});
