import { waitFor } from '@testing-library/react';
import { CREATIVE_ERRORS } from '@fixtures/server/routes/creative-form';
import { backend } from '@test/setup';
import { creativeFormApi } from './api';
import { CreativeFormStore } from './CreativeFormStore';
import { creativeOf, LIMIT_PAIRS } from '@adconfig/shared/creative/creative';
import { recommendedDaily } from './values';

const [displayed, , , budget] = LIMIT_PAIRS;

async function started(id: number | null, at: string, campaignId = '') {
  window.history.replaceState(null, '', at);
  const store = new CreativeFormStore(creativeFormApi(), { id, campaignId });
  const stop = store.start();
  await waitFor(() => expect(store.page.state).toBe('ready'));
  return { store, stop };
}

describe('CreativeFormStore', () => {
  it('create: A 5 required fields, the campaign looked up as typed, a format change clears what depends on it, POST then the settings page', async () => {
    const { store, stop } = await started(null, '/creatives/create', '77');
    // The number of the page's address is asked about at once: none such.
    await waitFor(() => expect(store.form.errors.campaign_id).toBe('Кампания не найдена'));
    expect(backend.last('GET', '/api/campaigns/77')).toBeDefined();
    expect(store.form.values).toMatchObject({ redirect_method: 'auto', video_event_id: 0 });

    store.form.set('campaign_id', '');
    await store.save();
    expect(store.form.errors).toEqual({
      name: 'Поле Название обязательно для заполнения!',
      campaign_id: 'Поле Номер кампании обязательно для заполнения!',
      format_id: 'Поле Формат обязательно для заполнения!',
      template_id: 'Поле Шаблон обязательно для заполнения!',
      payout_type_id: 'Поле Схема выплат обязательно для заполнения!',
      reference: 'Поле Ссылка перехода обязательно для заполнения!',
      limit_date_begin: 'Поле Дата начала обязательно для заполнения!',
    });

    // Typed: only the last number of a burst is asked about (A 9: 300 ms).
    store.form.set('campaign_id', '7');
    store.form.set('campaign_id', '1');
    await waitFor(() => expect(store.campaign.found('1')?.name).toBe('Осенняя распродажа «Техно» — охватная кампания'));
    expect(backend.all('GET', '/api/campaigns/7')).toHaveLength(0);

    store.chooseFormat(2);
    await waitFor(() => expect(store.templateOptions.map((t) => t.value)).toEqual([13, 14, 15]));
    expect(backend.last('GET', '/hb/format-templates').query).toMatchObject({ format_id: '2' });
    expect(backend.last('GET', '/api/').query).toMatchObject({ 'api.model': 'Format_Events', 'api.method': 'search', 'api.args': '[2]' });
    expect(store.limitEventOptions.map((e) => e.value)).toEqual([104, 105, 106, 107, 108]);
    expect(store.payoutOptions.map((p) => p.value)).toEqual([27, 19, 11, 3]);
    store.form.set('template_id', 13);
    store.form.set('payout_type_id', 3);
    store.form.set('limit_event_id', 104);
    store.form.set('video_event_id', 107);
    store.form.set('limit_freq_action_event_id', 105);
    store.chooseFormat(1); // A 4
    expect(store.form.values).toMatchObject({ format_id: 1, template_id: null, payout_type_id: null, limit_event_id: null, video_event_id: 0, limit_freq_action_event_id: null });
    await waitFor(() => expect(store.limitEventOptions.map((e) => e.value)).toEqual([101, 102, 103]));

    store.form.set('name', '  Новый флайт ');
    store.form.set('template_id', 1);
    store.form.set('payout_type_id', 8);
    store.form.set('reference', 'https://example.ru/new');
    store.form.set('limit_date_begin', '2026-11-01');
    store.form.set('limit_date_end', '2026-11-03');
    expect(store.days).toBe(3);
    store.form.set('limit_displayed', '100');
    store.form.set('limit_displayed_type', 'percent_campaign');
    expect(store.recommended(displayed)).toBe(34); // 33.3… rounded up
    store.applyRecommended(displayed);
    expect(store.form.values).toMatchObject({ limit_displayed_daily: '34', limit_displayed_daily_type: 'percent_campaign' });
    store.form.set('limit_displayed_daily', '140');
    await store.save();
    expect(store.form.errors.limit_displayed_daily).toBe('Поле должно содержать число от 0 до 100!');
    store.applyRecommended(displayed);
    store.form.set('limit_displayed', '50');
    store.form.set('limit_budget', '1000');
    expect(store.recommended(budget)).toBe(333.3334);
    store.form.set('limit_freq_clicked_count', '2,5');
    await store.save();
    expect(store.form.errors).toEqual({ limit_freq_clicked_count: 'Поле должно содержать целое число!' });
    store.form.set('limit_freq_clicked_count', '2');
    await store.save();

    expect(backend.last('POST', '/creatives').body).toMatchObject({
      name: 'Новый флайт',
      campaign_id: 1,
      format_id: 1,
      template_id: 1,
      payout_type_id: 8,
      reference: 'https://example.ru/new',
      redirect_method: 'auto',
      limit_date_begin: '2026-11-01',
      limit_date_end: '2026-11-03',
      video_event_id: 0,
      limit_event_id: null,
      limit_displayed: 50,
      limit_displayed_type: 'percent_campaign',
      limit_displayed_daily: 34,
      limit_budget: 1000,
      limit_budget_type: 'value',
      limit_clicked: null,
      limit_freq_clicked_count: 2,
      limit_freq_clicked_timeout: null,
    });
    // No distribution of our own: a new flight sends none (issue 43).
    expect(backend.last('POST', '/creatives').body).not.toHaveProperty('distribution');
    const created = backend.db.collection<{ creative_id: number; name: string }>('creatives', { key: 'creative_id' }).find((c) => c.name === 'Новый флайт')[0];
    expect(store.form.leavingTo).toBe(`/creatives/settings/?id=${created.creative_id}`);
    stop();
  });

  it('edit: the flight loaded, its format locked; the recommendation of a budget to 4 decimals; a server error under its field', async () => {
    const { store, stop } = await started(1, '/creatives/settings/?id=1');
    expect(backend.last('GET', '/creatives/1')).toBeDefined();
    expect(store.savedName).toBe('Осенняя распродажа — баннер 240×400');
    expect(store.form.values).toMatchObject({ campaign_id: '1', format_id: 1, limit_budget: '150000.5', limit_event_id: 102, limit_freq_action_event_id: 103, limit_displayed_daily_type: 'value' });
    expect(store.days).toBe(31);
    expect(store.recommended(budget)).toBe(4838.7259); // 150000.5 / 31 = 4838.72580…, rounded up
    await waitFor(() => expect(store.campaign.found('1')).not.toBeNull());

    store.chooseFormat(2);
    expect(store.form.values.format_id).toBe(1);
    expect(store.form.isLocked('format_id')).toBe(true);

    store.form.set('name', 'Видео pre-roll 30 секунд'); // the name of creative 2 in the same campaign
    await store.save();
    expect(backend.last('PUT', '/creatives/1').body).toMatchObject({ name: 'Видео pre-roll 30 секунд', format_id: 1 });
    expect(store.form.errors.name).toBe(CREATIVE_ERRORS.duplicate);
    expect(store.form.dirty).toBe(true);

    store.form.set('name', 'Осень: переименован');
    await store.save();
    expect(store.savedName).toBe('Осень: переименован');
    expect(store.form.leavingTo).toBeNull();
    expect(store.form.dirty).toBe(false);
    stop();
  });

  it('a campaign that the server cannot look up (500) says so in a toast and blocks nothing', async () => {
    backend.fail('GET', '/api/campaigns/3', { success: false, message: 'Сервис кампаний недоступен' }, 500);
    const { store, stop } = await started(3, '/creatives/settings/?id=3');
    await waitFor(() => expect(store.campaign.asking).toBeNull());
    expect(store.campaign.missing('3')).toBe(false);
    expect(store.days).toBeNull(); // no end date: no recommendation
    stop();
  });

  it('rounds up without the float noise', () => {
    expect(recommendedDaily(0.7, 7, 4)).toBe(0.1);
    expect(recommendedDaily(10, 5, 0)).toBe(2);
    expect(recommendedDaily(10, 3, 0)).toBe(4);
  });

  describe('issue 41: on the existing backend (strict stand-in)', () => {
    const stored = (): Record<string, unknown> => ({ ...(backend.db.collection('creatives', { key: 'creative_id' }).get(1) as Record<string, unknown>), limit_clicked_type: 'zz-unknown', redirect_method: 'zz-unknown', zz_unknown_field: 'сохранить как есть' });

    it('the edit page takes the printed flight, asks no read call; a bare save keeps every field and unknown value, clears the unsaved mark', async () => {
      backend.setModes({ strict: true });
      window.history.replaceState(null, '', '/creatives/settings/?id=1');
      const store = new CreativeFormStore(creativeFormApi(), { id: 1, given: creativeOf(stored()) });
      const stop = store.start();
      await waitFor(() => expect(store.page.state).toBe('ready'));
      expect(backend.all('GET', '/creatives/1')).toHaveLength(0);
      expect(store.form.values).toMatchObject({ limit_clicked_type: 'zz-unknown', redirect_method: 'zz-unknown' });
      store.form.set('name', 'Новое имя');
      await store.save();
      expect(backend.last('PUT', '/creatives/1').body).toMatchObject({ name: 'Новое имя', limit_clicked_type: 'zz-unknown', redirect_method: 'zz-unknown', zz_unknown_field: 'сохранить как есть', group_id: stored().group_id });
      expect(backend.last('PUT', '/creatives/1').status).toBe(200);
      expect(store.savedName).toBe('Новое имя');
      expect(store.form.dirty).toBe(false);
      stop();
    });

    it('without a printed flight the chosen read is asked (refused there: the load failure)', async () => {
      backend.setModes({ strict: true });
      window.history.replaceState(null, '', '/creatives/settings/?id=1');
      const store = new CreativeFormStore(creativeFormApi(), { id: 1 });
      const stop = store.start();
      await waitFor(() => expect(store.page.state).toBe('failed'));
      expect(backend.last('GET', '/creatives/1').status).toBeGreaterThanOrEqual(400); // 404, or 405: the path answers PUT
      stop();
    });
  });
});
