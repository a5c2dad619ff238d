import { waitFor } from '@testing-library/react';
import { notify } from '@core/notify';
import { answerConfirm } from '@test/dialogs';
import { backend } from '@test/setup';
import { creativeChannelsApi, type ChannelRow } from './api';
import { CreativeChannelsStore } from './CreativeChannelsStore';

const LIST = '/creatives/1/channels';
/** The chosen save of a link, as the page gives it (props `linkSaveUrl`). */
const SAVE_URL = '/creatives/{creative_id}/channels/{channel_id}';
const lastToast = () => notify.toasts.at(-1)?.lines.join(' ');

async function loaded() {
  window.history.replaceState(null, '', '/creatives/channels/?id=1');
  const store = new CreativeChannelsStore(creativeChannelsApi(1, '', SAVE_URL), 1);
  const stop = store.start();
  await waitFor(() => expect(store.list.state).toBe('ready'));
  return { store, stop };
}
const row = (store: CreativeChannelsStore, id: number): ChannelRow => {
  const found = store.list.rows.find((r) => r.id === id);
  if (!found) throw new Error(`no channel ${id}`);
  return found;
};

describe('CreativeChannelsStore', () => {
  it('asks 20 a page first, then the answer per_page; keeps the creative of the answer', async () => {
    const { store, stop } = await loaded();
    expect(backend.last('GET', LIST).query).toMatchObject({ page: '1', per_page: '20', field: 'channel_id', order: 'desc' });
    expect(store.list.rows).toHaveLength(20);
    expect(store.perPage).toBe(20); // the stand-in answers the size asked for
    expect(store.creative?.name).toBe('Зимняя распродажа — <b>баннер</b> 240×400');
    store.list.paging.update({ page: 2 });
    await waitFor(() => expect(backend.last('GET', LIST).query.page).toBe('2'));
    stop();
  });

  it('falls back to 50 a page when the answer names no per_page', async () => {
    backend.fail('GET', LIST, { success: true, data: [], meta: { total_count: 0 } });
    const { store, stop } = await loaded();
    expect(store.perPage).toBe(50);
    stop();
  });

  it('adds (is_limit_on_creative) and excludes one; a channel without matching payouts is not added', async () => {
    const { store, stop } = await loaded();
    expect(await store.attach(row(store, 243))).toBe(true);
    expect(backend.last('POST', '/creatives/attach-channel').body).toEqual({ creative_id: 1, channel_id: 243 });
    await waitFor(() => expect(row(store, 243).is_limit_on_creative).toBe(true));
    expect(await store.detach(row(store, 242))).toBe(true);
    expect(backend.last('POST', '/creatives/detach-channel').body).toEqual({ creative_id: 1, channel_id: 242 });
    await waitFor(() => expect(row(store, 242).is_limit_on_creative).toBe(false));
    expect(await store.attach(row(store, 241))).toBe(false);
    expect(lastToast()).toBe('Нет подходящих выплат: канал нельзя добавить');
    expect(backend.all('POST', '/creatives/attach-channel')).toHaveLength(1);
    stop();
  });

  it('sends a list of typed ids, refuses anything else, and excludes all after the confirmation', async () => {
    const { store, stop } = await loaded();
    store.ids.open('attach');
    store.ids.setText('240, 12a');
    expect(await store.submitIds()).toBe(false);
    expect(store.ids.error).toBe('Необходимо корректно заполнить поле с идентификаторами!');
    store.ids.setText('240, 239\n238');
    // A 8: adding a group of channels asks first; declined, nothing is sent and the ids stay typed.
    const declined = store.submitIds();
    expect(await answerConfirm(false)).toEqual({ title: 'Добавить каналы по ID', message: 'Добавить в ограничения флайта каналы (3): 240, 239, 238?' });
    expect(await declined).toBe(false);
    expect(backend.all('POST', '/creatives/attach-list-channels')).toHaveLength(0);
    expect(store.ids.text).toBe('240, 239\n238');
    const sent = store.submitIds();
    await answerConfirm(true);
    expect(await sent).toBe(true);
    expect(backend.last('POST', '/creatives/attach-list-channels').body).toEqual({ creative_id: 1, channels: [240, 239, 238] });
    expect(store.ids.action).toBeNull();

    store.ids.open('detach');
    store.ids.setText('240');
    const excluded = store.submitIds();
    expect((await answerConfirm(true)).message).toBe('Исключить из ограничений флайта каналы (1): 240?');
    expect(await excluded).toBe(true);
    expect(backend.last('POST', '/creatives/detach-list-channels').body).toEqual({ creative_id: 1, channels: [240] });

    const done = store.detachAll();
    expect((await answerConfirm(true)).message).toBe('Все каналы будут исключены из ограничений флайта. Вы уверены?');
    expect(await done).toBe(true);
    expect(backend.last('POST', '/creatives/detach-all-channels').body).toEqual({ creative_id: 1 });
    stop();
  });

  it('shows a subcategory choice at once and restores the row when its save fails', async () => {
    const { store, stop } = await loaded();
    const before = row(store, 243);
    backend.standIn.faults.set({ method: 'PUT', path: '/creatives/1/channels/243', kind: 'respond', body: { success: false, message: 'Нет доступа' }, times: 1 });
    const saving = store.saveSubcategories(before, [11]);
    expect(row(store, 243).subcategories).toEqual([11]);
    expect(await saving).toBe(false);
    expect(row(store, 243).subcategories).toEqual([]);
    expect(lastToast()).toBe('Нет доступа');
    expect(await store.saveSubcategories(row(store, 243), [12])).toBe(true);
    expect(backend.last('PUT', '/creatives/1/channels/243').body).toEqual({ subcategories: [12] });
    expect(await store.saveLimits(row(store, 243), { ...before.limits, limit_clicked: 300 })).toBe(true);
    expect(backend.last('PUT', '/creatives/1/channels/243').body).toMatchObject({ limits: { limit_clicked: 300, limit_displayed: null } });
    stop();
  });

  it('without the chosen save in props (linkSaveUrl) it cannot save a link and sends nothing (issue 43)', async () => {
    window.history.replaceState(null, '', '/creatives/channels/?id=1');
    const store = new CreativeChannelsStore(creativeChannelsApi(1), 1);
    const stop = store.start();
    await waitFor(() => expect(store.list.state).toBe('ready'));
    expect(store.canSaveLink).toBe(false);
    expect(store.canSaveLink).not.toBe(new CreativeChannelsStore(creativeChannelsApi(1, '', SAVE_URL), 1).canSaveLink);
    // Asked anyway (issue 45): refused quietly, the row unchanged, no request and no error toast.
    const before = row(store, 243);
    const toasts = notify.toasts.length;
    expect(await store.saveLimits(before, { ...before.limits, limit_clicked: 300 })).toBe(false);
    expect(await store.saveSubcategories(before, [11])).toBe(false);
    expect(row(store, 243)).toEqual(before);
    expect(backend.all('PUT', '/creatives/1/channels/243')).toHaveLength(0);
    expect(notify.toasts).toHaveLength(toasts);
    stop();
  });
});
