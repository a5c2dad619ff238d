import { waitFor } from '@testing-library/react';
import { TEST_CSRF_TOKEN } from '@fixtures/server/testing/backend';
import { pageNavigation } from '@core/navigate';
import { notify } from '@core/notify';
import { answerConfirm } from '@test/dialogs';
import { backend } from '@test/setup';
import { creativeGroupEditApi } from './api';
import { CreativeGroupEditStore } from './CreativeGroupEditStore';

const GROUPS = '/api/core/campaigns/creatives-groups';
const flight = (id: number) => backend.db.collection<{ group_id: number | null }>('creative-group-flights', { key: 'creative_id' }).get(id);

async function started(id: number, urlPath?: string) {
  window.history.replaceState(null, '', `${urlPath ?? ''}/creative-groups/${id}/edit`);
  const store = new CreativeGroupEditStore(creativeGroupEditApi(urlPath), id);
  const stop = store.start();
  await waitFor(() => expect(store.page.state).toBe('ready'));
  await waitFor(() => expect(store.flightsOf).toBe(store.campaignId));
  await waitFor(() => expect(store.groupsLoad.state).toBe('ready'));
  return { store, stop };
}

describe('CreativeGroupEditStore', () => {
  it('loads the group, its campaign’s flights (its own checked) and groups, with the ajax and CSRF headers', async () => {
    const { store, stop } = await started(1);
    expect(backend.last('GET', `${GROUPS}/1`).headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    expect(backend.last('GET', '/creatives').query).toEqual({ campaign_id: '1' });
    expect(backend.last('GET', GROUPS).query).toEqual({ campaign_id: '1' });
    expect(store.form.values).toMatchObject({ name: 'Охват — Москва', campaign_id: '1', creatives: [101, 102, 103, 104], limit_budget: '50000', limit_budget_type: 'money', limit_displayed: '', limit_displayed_type: 'value' });
    expect(store.flights).toHaveLength(18);
    expect([...store.selection.keys].sort()).toEqual([101, 102, 103, 104]);
    expect(store.groups.map((g) => g.id)).toEqual([1, 2]);
    expect(store.heading).toBe('Группа флайтов №1: Охват — Москва');
    expect(store.backUrl).toBe('/campaigns/creative-groups/?campaign_id=1');
    expect(store.form.dirty).toBe(false);
    stop();
  });

  it('saves with PUT of the whole group and If-Match; a flight of another group is named in a question first', async () => {
    const { store, stop } = await started(1);
    store.form.set('limit_displayed', '50');
    store.form.set('limit_displayed_type', 'percent_campaign');
    store.form.set('limit_budget_daily', '');
    store.selection.toggle(105);
    store.selection.toggle(110);
    store.selection.toggle(104);
    expect(store.form.dirty).toBe(true);

    const declined = store.save();
    const asked = await answerConfirm(false);
    expect(asked.title).toBe('Смена группы');
    expect(asked.message).toBe('Флайты «Новинки — баннер 240×400 №105» (#105) уже входят в другую группу. Их группа будет изменена. Продолжить?');
    await declined;
    expect(backend.all('PUT', `${GROUPS}/1`)).toHaveLength(0);

    const saving = store.save();
    await answerConfirm(true);
    await saving;
    const put = backend.last('PUT', `${GROUPS}/1`);
    expect(put.headers['if-match']).toBe('"2026-11-20 10:00:00"');
    // The loaded group's other fields (id, updated) go back as they came (issue 41).
    expect(put.body).toMatchObject({
      name: 'Охват — Москва',
      campaign_id: 1,
      limit_date_begin: '2026-11-01',
      limit_date_end: '2026-12-31',
      creatives: [101, 102, 103, 105, 110],
      description: '',
      limit_displayed: 50,
      limit_displayed_type: 'percent_campaign',
      limit_displayed_daily: null,
      limit_displayed_daily_type: 'value',
      limit_clicked: null,
      limit_clicked_type: 'value',
      limit_clicked_daily: null,
      limit_clicked_daily_type: 'value',
      limit_actions: null,
      limit_actions_type: 'value',
      limit_budget: 50000,
      limit_budget_type: 'money',
      limit_budget_daily: null,
      limit_budget_daily_type: 'money',
    });
    expect(notify.toasts.at(-1)).toMatchObject({ variant: 'success', lines: ['Группа сохранена'] });
    expect(store.form.dirty).toBe(false);
    expect(flight(105)?.group_id).toBe(1);
    expect(flight(104)?.group_id).toBeNull();
    await waitFor(() => expect(store.flights.find((f) => f.creative_id === 105)?.group_id).toBe(1));
    // The next save carries the version the answer gave.
    store.form.set('description', 'Второе сохранение');
    await store.save();
    expect(backend.last('PUT', `${GROUPS}/1`).headers['if-match']).not.toBe('"2026-11-20 10:00:00"');
    stop();
  });

  it('refuses without a name, with a campaign that is not an id, and with flights of another campaign, titled "Ошибка валидации формы"', async () => {
    const { store, stop } = await started(3);
    store.form.set('name', '  ');
    store.form.set('campaign_id', '2x');
    await store.save();
    expect(store.form.errors).toMatchObject({ name: 'Поле Название обязательно для заполнения.', campaign_id: 'Некорректный идентификатор кампании.' });
    expect(backend.all('PUT', `${GROUPS}/3`)).toHaveLength(0);

    store.form.set('name', 'Видео');
    store.form.set('campaign_id', '3');
    await waitFor(() => expect(store.flightsOf).toBe(3));
    expect(store.flights).toEqual([]);
    expect(store.emptyText).toBe('Нет флайтов');
    expect(store.foreignChosen).toEqual([201, 202]);
    await store.save();
    expect(store.form.errorAt('creatives')).toBe('Флайты должны быть из одной кампании');
    expect(notify.toasts.at(-1)).toMatchObject({ title: 'Ошибка валидации формы', lines: ['Флайты должны быть из одной кампании'] });
    expect(backend.all('PUT', `${GROUPS}/3`)).toHaveLength(0);

    store.dropForeign();
    store.form.set('campaign_id', '');
    await waitFor(() => expect(store.flightsOf).toBeNull());
    expect(store.emptyText).toBe('Выберите кампанию');
    stop();
  });

  it('a campaign lookup that fails (500) is said as it is, not as a wrong campaign: nothing is refused under the field, nothing saved', async () => {
    const { store, stop } = await started(3);
    store.form.set('campaign_id', '1');
    await waitFor(() => expect(store.flightsOf).toBe(1));
    store.dropForeign();
    backend.fail('GET', '/api/campaigns/1', { success: false, message: 'Сервис кампаний недоступен' }, 500);
    await store.save();
    expect(notify.toasts.at(-1)).toMatchObject({ lines: ['Сервис кампаний недоступен'] });
    expect(store.form.errorAt('campaign_id')).toBeUndefined();
    expect(backend.all('PUT', `${GROUPS}/3`)).toHaveLength(0);
    expect(backend.last('GET', '/api/campaigns/1')).toBeDefined();
    stop();
  });

  it('a campaign that does not resolve (GET /api/campaigns/{id}) is refused before the save; the server’s field errors go under their fields; every value stays', async () => {
    const { store, stop } = await started(3);
    store.form.set('campaign_id', '99');
    await waitFor(() => expect(store.flightsOf).toBe(99));
    store.dropForeign();
    await store.save();
    expect(backend.last('GET', '/api/campaigns/99')).toBeDefined();
    expect(store.form.errorAt('campaign_id')).toBe('Некорректный идентификатор кампании.');
    expect(notify.toasts.at(-1)).toMatchObject({ title: 'Ошибка валидации формы', lines: ['Некорректный идентификатор кампании.'] });
    expect(backend.all('PUT', `${GROUPS}/3`)).toHaveLength(0);

    store.form.set('campaign_id', '2');
    backend.fail('PUT', `${GROUPS}/3`, { success: false, message: 'Ошибка валидации формы', errors: { name: ['Такая группа уже есть'] } });
    await store.save();
    expect(store.form.errorAt('name')).toBe('Такая группа уже есть');
    expect(notify.toasts.at(-1)?.title).toBe('Ошибка валидации формы');
    expect(store.form.values.campaign_id).toBe('2');
    expect(store.form.dirty).toBe(true);
    stop();
  });

  it('the selector: another group opens its page; a new group is POSTed into the campaign and opened; rename waits for unsaved edits, then PUTs and reloads', async () => {
    const assign = jest.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
    const { store, stop } = await started(1);
    store.chooseGroup(2);
    expect(assign).toHaveBeenLastCalledWith('/creative-groups/2/edit');

    store.openAdd();
    await store.saveName();
    expect(store.names.form.errorAt('name')).toBe('Поле Название обязательно для заполнения.');
    store.names.form.set('name', 'Дисплей');
    await store.saveName();
    const created = backend.last('POST', GROUPS);
    expect(created.body).toMatchObject({ name: 'Дисплей', campaign_id: 1, creatives: [] });
    const newId = backend.db.collection<{ id: number; name: string }>('creative-groups').find((g) => g.name === 'Дисплей')[0]?.id;
    expect(assign).toHaveBeenLastCalledWith(`/creative-groups/${newId}/edit`);
    expect(window.sessionStorage.getItem('bo-flash')).toBe('Группа создана');

    store.form.set('description', 'правка');
    store.openRename();
    expect(store.names.modal).toBeNull();
    store.form.set('description', '');
    store.openRename();
    expect(store.names.form.values.name).toBe('Охват — Москва');
    store.names.form.set('name', 'Охват — Подмосковье');
    await store.saveName();
    expect(backend.last('PUT', `${GROUPS}/1`).body).toMatchObject({ name: 'Охват — Подмосковье', creatives: [101, 102, 103, 104] });
    await waitFor(() => expect(store.heading).toBe('Группа флайтов №1: Охват — Подмосковье'));
    expect(store.form.values.name).toBe('Охват — Подмосковье');
    expect(store.groups.find((g) => g.id === 1)?.name).toBe('Охват — Подмосковье');
    assign.mockRestore();
    stop();
  });
  it('edits the action limits; a budget stored as `value` is shown and saved back as `value`, not rewritten as money (issue 43)', async () => {
    const { store, stop } = await started(3);
    expect(store.form.values).toMatchObject({ limit_actions: '40', limit_actions_type: 'value', limit_budget: '50000', limit_budget_type: 'value' });
    store.form.set('limit_actions_daily', '5');
    store.form.set('limit_actions_daily_type', 'percent_campaign');
    await store.save();
    expect(backend.last('PUT', `${GROUPS}/3`).body).toMatchObject({
      limit_actions: 40,
      limit_actions_type: 'value',
      limit_actions_daily: 5,
      limit_actions_daily_type: 'percent_campaign',
      limit_budget: 50000,
      limit_budget_type: 'value',
    });
    stop();
  });

  it('deletes the group only once asked (A 7 DELETE {id}, A 8), then goes to the campaign’s groups page with the toast', async () => {
    const { store, stop } = await started(2);
    const declined = store.remove();
    const asked = await answerConfirm(false);
    expect(asked).toEqual({ title: 'Удаление группы', message: 'Удалить группу «<i>Ретаргетинг</i>»? Её флайты останутся без группы.' });
    expect(await declined).toBe(false);
    expect(backend.all('DELETE', `${GROUPS}/2`)).toHaveLength(0);

    const removing = store.remove();
    await answerConfirm(true);
    expect(await removing).toBe(true);
    expect(backend.last('DELETE', `${GROUPS}/2`).status).toBe(200);
    expect(backend.db.collection('creative-groups').get(2)).toBeUndefined();
    expect(window.sessionStorage.getItem('bo-flash')).toBe('Группа удалена');
    expect(store.form.leavingTo).toBe('/campaigns/creative-groups/?campaign_id=1');
    stop();
  });
});
