import { waitFor } from '@testing-library/react';
import { TEST_CSRF_TOKEN } from '@fixtures/server/testing/backend';
import { notify } from '@core/notify';
import { backend } from '@test/setup';
import { UNKNOWN_FIELD, UNKNOWN_FIELD_VALUE } from '@fixtures/server/core/answerModes';
import { mediaplanFeedbackApi } from './api';
import { MediaplanFeedbackStore } from './MediaplanFeedbackStore';

const API = '/api/sales/mediaplans/feedback';

async function loaded(id: number) {
  window.history.replaceState(null, '', `/mediaplans/feedback/?id=${id}`);
  const store = new MediaplanFeedbackStore(mediaplanFeedbackApi(), id);
  const stop = store.start();
  await waitFor(() => expect(store.page.state).not.toBe('loading'));
  return { store, stop };
}

const lastToast = () => notify.toasts.at(-1);

describe('MediaplanFeedbackStore', () => {
  it('on the existing backend the vote goes back with its unknown field and a bare answer shows the vote as sent (issue 41)', async () => {
    backend.setModes({ strict: true, roundTrip: true });
    const { store, stop } = await loaded(1);
    store.openVote();
    store.form.set('comments', 'Без ответа');
    expect(await store.saveVote()).toBe(true);
    expect(backend.last('POST', `${API}/1/vote`).body).toMatchObject({ comments: 'Без ответа', [UNKNOWN_FIELD]: UNKNOWN_FIELD_VALUE });
    expect(store.vote).toMatchObject({ comments: 'Без ответа', login: 'i.petrova' });
    expect(store.form.dirty).toBe(false);
    stop();
  });

  it('loads the link, the client result and the vote; saves a vote (campaign_rate, designer_rate, comments) and shows the answer', async () => {
    const { store, stop } = await loaded(1);
    expect(backend.last('GET', `${API}/1/link`).headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    expect(store.link).toBe('https://feedback.example.ru/survey/7f3c2a91-mp1');
    expect(store.client).toMatchObject({ date: '28.10.2026 14:05', ip: '185.12.64.7' });
    expect(store.client?.items[1]).toEqual({ question: 'Как вы оцениваете работу менеджера?', result: '10' });
    expect(store.vote).toMatchObject({ campaign_rate: 8, designer_rate: 4, login: 'i.petrova', updated: '30.10.2026 11:20', result: ['Охват выполнен на 112 %', 'CTR ниже плана'] });

    store.openVote();
    expect(store.form.values).toEqual({ campaign_rate: '8', designer_rate: '4', comments: 'Кампания отработала хорошо; дизайн пришлось переделывать дважды.' });
    store.form.set('designer_rate', '7');
    store.form.set('comments', 'Дизайн исправлен');
    expect(await store.saveVote()).toBe(true);
    // Over the vote as loaded (issue 41): what the dialog does not edit goes back as it came.
    expect(backend.last('POST', `${API}/1/vote`).body).toEqual({ campaign_rate: 8, designer_rate: 7, comments: 'Дизайн исправлен', login: 'i.petrova', result: ['Охват выполнен на 112 %', 'CTR ниже плана'], updated: '2026-10-30 11:20:00', user_id: 7 });
    expect(lastToast()).toMatchObject({ variant: 'success', lines: ['Успешно сохранено'] });
    expect(store.vote).toMatchObject({ campaign_rate: 8, designer_rate: 7, comments: 'Дизайн исправлен' });
    expect(store.dialogOpen).toBe(false);
    stop();
  });

  it('takes a 404 of last-vote as no vote, without an error; makes a link on request; says so when none comes back', async () => {
    const { store, stop } = await loaded(2);
    expect(backend.last('GET', `${API}/2/last-vote`).status).toBe(404);
    expect(store.page.state).toBe('ready');
    expect(store.vote).toBeNull();
    expect(store.link).toBeNull();
    expect(store.client).toBeNull();
    expect(notify.toasts).toHaveLength(0);

    await store.createLink();
    expect(backend.all('POST', `${API}/2/link`)).toHaveLength(1);
    expect(store.link).toMatch(/^https:\/\/feedback\.example\.ru\/survey\//);
    stop();

    const other = await loaded(9);
    await other.store.createLink();
    expect(other.store.link).toBeNull();
    expect(lastToast()).toMatchObject({ variant: 'danger', lines: ['Не удалось сгенерировать сылку!'] });
    other.stop();
  });
});
