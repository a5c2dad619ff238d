import { waitFor } from '@testing-library/react';
import { notify } from '@core/notify';
import { answerConfirm } from '@test/dialogs';
import { backend, sentQuery } from '@test/setup';
import { TEST_CSRF_TOKEN } from '@fixtures/server/testing/backend';
import { creativesBulkEditApi, creativesOf } from './api';
import { CreativesBulkEditStore } from './CreativesBulkEditStore';

const URL_ = '/creatives/bulk-edit';
interface Seed {
  creative_id: number;
  campaign_id: number;
  status: string;
  limit_date_end: string;
  limit_displayed: number | null;
  comment: string;
}
const seed = (id: number) => backend.db.collection<Seed>('creatives-bulk-edit', { key: 'creative_id' }).get(id);

async function startAt(url: string) {
  window.history.replaceState(null, '', url);
  const store = new CreativesBulkEditStore(creativesBulkEditApi(URL_));
  const stop = store.start();
  await waitFor(() => expect(store.list.loaded).toBe(true));
  return { store, stop };
}

describe('CreativesBulkEditStore', () => {
  it('searches with the hash’s filters as filters[…] (lists as key[]=), the ajax and CSRF headers, and lists the whole answer', async () => {
    const { store, stop } = await startAt(`${URL_}#q=%E2%84%961&id=10,11,12&cid=1,2,3&st=active`);
    const request = backend.last('GET', URL_);
    expect(sentQuery(request)).toBe('filters[name]=№1&filters[creative_id][]=10&filters[creative_id][]=11&filters[creative_id][]=12&filters[campaign_id][]=1&filters[campaign_id][]=2&filters[campaign_id][]=3&filters[status]=active');
    expect(request.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(request.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    expect(store.list.rows.map((r) => r.creative_id)).toEqual([11]);
    stop();
  });

  it('asks nothing on open without a filter, nor on Найти with none; a filter then Найти searches (issue 43)', async () => {
    const gets = backend.all('GET', URL_).length;
    const { store, stop } = await startAt(URL_);
    expect(store.searched).toBe(false);
    expect(store.list.rows).toEqual([]);
    store.search();
    await waitFor(() => expect(store.list.loaded).toBe(true));
    expect(backend.all('GET', URL_)).toHaveLength(gets);
    store.draft.edit('cid', '3');
    store.search();
    await waitFor(() => expect(backend.all('GET', URL_)).toHaveLength(gets + 1));
    expect(backend.last('GET', URL_).query).toEqual({ 'filters[campaign_id]': ['3'] });
    await waitFor(() => expect(store.list.rows.length).toBeGreaterThan(0));
    expect(store.searched).toBe(true);
    stop();
  });

  it('sends only the parameters switched on to PUT {ids, params}, a limit left empty as null, after the question; the list reloads', async () => {
    const { store, stop } = await startAt(`${URL_}#cid=2`);
    const [first, second] = store.list.rows;
    store.selection.toggle(first.creative_id);
    store.selection.toggle(second.creative_id);
    store.params.set('set.limit_date_end', true);
    store.params.set('limit_date_end', '2027-01-31');
    store.params.set('set.limit_displayed', true);
    store.params.set('set.limit_budget', true);
    store.params.set('limit_budget', '1 500,5'.replace(' ', ''));
    store.params.set('set.limit_actions', true);
    store.params.set('limit_actions', '40');
    store.params.set('limit_actions_type', 'percent_campaign');
    store.params.set('comment', 'не включён: не отправляется');
    const gets = backend.all('GET', URL_).length;
    const applied = store.apply();
    expect(await answerConfirm(true)).toEqual({ title: 'Массовое изменение', message: 'Изменить выбранные параметры у флайтов (2)?' });
    expect(await applied).toBe(true);
    const put = backend.last('PUT', URL_);
    // Each limit goes with its `_type`: on a percent_campaign flight a value stays a value (issue 43).
    expect(put.body).toEqual({
      ids: [first.creative_id, second.creative_id],
      params: {
        limit_date_end: '2027-01-31',
        limit_displayed: null,
        limit_displayed_type: 'value',
        limit_actions: 40,
        limit_actions_type: 'percent_campaign',
        limit_budget: 1500.5,
        limit_budget_type: 'value',
      },
    });
    expect(put.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    expect(seed(first.creative_id)).toMatchObject({ limit_date_end: '2027-01-31', limit_displayed: null });
    expect(notify.toasts.map((t) => t.lines.join())).toContain('Изменено флайтов: 2');
    await waitFor(() => expect(backend.all('GET', URL_)).toHaveLength(gets + 1));
    stop();
  });

  it('refuses with nothing chosen or nothing switched on, marks wrong values, and asks nothing', async () => {
    const { store, stop } = await startAt(`${URL_}#cid=5`);
    expect(await store.apply()).toBe(false);
    expect(notify.toasts.at(-1)?.lines).toEqual(['Выберите флайты для изменения']);
    store.selection.toggle(130);
    expect(await store.apply()).toBe(false);
    expect(notify.toasts.at(-1)?.lines).toEqual(['Выберите параметры для изменения']);
    store.params.set('set.status', true);
    store.params.set('set.limit_clicked', true);
    store.params.set('limit_clicked', 'много');
    store.params.set('set.limit_date_begin', true);
    store.params.set('limit_date_begin', '2026-12-10');
    store.params.set('set.limit_date_end', true);
    store.params.set('limit_date_end', '2026-12-01');
    expect(await store.apply()).toBe(false);
    expect(store.params.errors).toEqual({ status: 'Обязательное поле', limit_clicked: 'Поле должно содержать число!', limit_date_end: 'Некорректный период' });
    expect(notify.dialogs).toHaveLength(0);
    expect(backend.all('PUT', URL_)).toHaveLength(0);
    stop();
  });

  it('keeps the parameters and shows the server’s errors under their fields when the save fails; a no sends nothing', async () => {
    const { store, stop } = await startAt(`${URL_}#cid=5`);
    store.selection.toggle(130);
    store.params.set('set.comment', true);
    store.params.set('comment', 'Проверено');
    const declined = store.apply();
    await answerConfirm(false);
    expect(await declined).toBe(false);
    expect(backend.all('PUT', URL_)).toHaveLength(0);
    backend.fail('PUT', URL_, { success: false, message: 'Ошибка сохранения', errors: { comment: ['Слишком длинный комментарий'] } });
    const failed = store.apply();
    await answerConfirm(true);
    expect(await failed).toBe(false);
    expect(store.params.errorAt('comment')).toBe('Слишком длинный комментарий');
    expect(store.params.values.comment).toBe('Проверено');
    expect(seed(130)?.comment).toBe('');
    stop();
  });

  it('drops the chosen creatives a new search no longer lists', async () => {
    const { store, stop } = await startAt(`${URL_}#cid=1,5`);
    store.selection.toggle(130);
    store.selection.toggle(9);
    store.draft.edit('cid', '');
    store.draft.edit('id', '9');
    store.search();
    await waitFor(() => expect(store.list.rows.map((r) => r.creative_id)).toEqual([9]));
    expect(store.chosenIds).toEqual([9]);
    expect(store.selection.has(130)).toBe(false);
    stop();
  });

  it('reads a hostile answer leniently: rows without an id or repeated left out, wrong fields empty', () => {
    const rows = creativesOf([
      null,
      { name: 'x' },
      { creative_id: 5, name: 7, campaign_id: 'abc', status: ['x'], limit_clicked: 'много', limit_budget: '1500.5', limit_budget_type: 'percent_campaign' },
      { creative_id: 5 },
      { id: '6', limit_date_end: null },
    ]);
    expect(rows).toMatchObject([
      { creative_id: 5, name: '7', campaign_id: null, limit_date_begin: '', limit_date_end: '', status: '', comment: '' },
      { creative_id: 6, name: '', campaign_id: null, limit_date_begin: '', limit_date_end: '', status: '', comment: '' },
    ]);
    expect(rows[0].limits.limit_clicked).toEqual({ value: null, percent: false });
    expect(rows[0].limits.limit_budget).toEqual({ value: 1500.5, percent: true });
    expect(rows[1].limits.limit_displayed).toEqual({ value: null, percent: false });
  });
});
