import { waitFor } from '@testing-library/react';
import { TEST_CSRF_TOKEN } from '@fixtures/server/testing/backend';
import { notify } from '@core/notify';
import { answerConfirm } from '@test/dialogs';
import { backend } from '@test/setup';
import { handbookValueApi } from '@adconfig/shared/handbookValue/api';
import { conversionRuleApi } from './api';
import { ConversionRuleStore, type ConversionRuleOptions } from './ConversionRuleStore';

const VALUES = '/api/hb/handbook-values';
const TEMPLATES = '/hb/format-templates';
const PAYOUTS = '/api/core/payout-types';

async function started(id = 1, options?: ConversionRuleOptions) {
  window.history.replaceState(null, '', `/preferences/conversion-rules/${id}`);
  const store = new ConversionRuleStore(handbookValueApi(), conversionRuleApi(), id, options);
  const stop = store.start();
  await waitFor(() => expect(store.page.state).toBe('ready'));
  await waitFor(() => expect(store.partsState).not.toBe('loading'));
  return { store, stop };
}

/** A 7 data access: the calls of a model, by their method and arguments. */
const modelCalls = (model: string) => backend.requests.filter((r) => r.query['api.model'] === model).map((r) => [r.query['api.method'], JSON.parse(String(r.query['api.args']))] as const);
const title = (store: ConversionRuleStore, key: string) => store.form.tabs.find((t) => t.key === key)?.title;

describe('ConversionRuleStore', () => {
  it('loads the rule (a handbook value) and what it chooses from by the spec’s calls: Formats, then the format’s templates, events and payout schemes', async () => {
    const { store, stop } = await started();
    expect(backend.last('GET', `${VALUES}/1`).headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    expect(modelCalls('Formats')).toEqual([['all', []]]);
    expect(modelCalls('Format_Events')).toEqual([['search', [1]]]);
    expect(backend.last('GET', TEMPLATES).query).toEqual({ format_id: '1' });
    expect(backend.all('GET', PAYOUTS)).toHaveLength(1);
    expect(backend.all('GET', '/preferences/conversion-rules/1')).toHaveLength(0); // the page's own GET is gone
    expect(store.form.values.params.general).toMatchObject({ format_id: 1, template_id: 11, payout_type_id: 8, limit_event_id: 101, redirect_method: 'auto', limit_freq_displayed_count: '3', video_event_id: null, limitsPercents: { displayed: '100', clicked_daily: '' } });
    expect(store.formatOptions[0]).toEqual({ value: 1, label: 'Баннер 240×400' });
    expect(store.template?.name).toBe('Полноэкранный №11');
    expect(store.templateParams.map((p) => p.type)).toEqual(['string', 'file', 'url']);
    expect(store.eventOptions.map((e) => e.label)).toEqual(['Показ', 'Клик', 'Досмотр до конца']);
    // Format 1's schemes are all blocked: only the one chosen is offered, and it says so.
    expect(store.payoutOptions).toEqual([{ value: 8, label: 'Оплата за досмотры — Баннер №8 (заблокирован)' }]);
    stop();
  });

  it('has an option tab for each option the rule holds (and each the page names), with its on/off mark', async () => {
    const { store, stop } = await started();
    expect(store.form.tabs.map((t) => t.key)).toEqual(['index', 'sales-formats', 'general', 'banner', 'geo', 'schedule', 'frequency']);
    expect(title(store, 'sales-formats')).toBe('Форматы продаж (0)');
    expect(title(store, 'geo')).toBe('География · вкл');
    expect(title(store, 'schedule')).toBe('Расписание · выкл');
    store.setOption('schedule', true);
    expect(title(store, 'schedule')).toBe('Расписание · вкл');
    stop();

    const named = await started(2, { optionTypes: [{ key: 'weather', name: 'Погода от страницы' }, { key: 'geo', name: 'Гео' }] });
    expect(named.store.optionTabs).toEqual([{ key: 'weather', title: 'Погода от страницы' }, { key: 'geo', title: 'Гео' }]);
    expect(title(named.store, 'weather')).toBe('Погода от страницы · выкл');
    named.stop();
  });

  it('a malformed rule reads as empty params (redirect_method auto), never a crash', async () => {
    const { store, stop } = await started(4);
    expect(store.form.values.params.general).toMatchObject({ format_id: null, redirect_method: 'auto', distribution: 'even', limit_freq_clicked_count: '' });
    expect(store.form.values.params.banner).toEqual({});
    expect(title(store, 'geo')).toBe('География · выкл');
    expect(modelCalls('Format_Events')).toEqual([]);
    stop();
  });

  it('a format change clears the template, payout type and events and asks the new format’s; a template brings its defaults; the save sends numbers', async () => {
    const { store, stop } = await started();
    store.chooseFormat(2);
    expect(store.form.values.params.general).toMatchObject({ format_id: 2, template_id: null, payout_type_id: null, limit_event_id: null, video_event_id: null, limit_freq_action_event_id: null });
    expect(store.form.values.params.banner).toEqual({});
    await waitFor(() => expect(store.template).toBeUndefined());
    await waitFor(() => expect(store.templateOptions.map((t) => t.value)).toEqual([13, 14, 15]));
    expect(modelCalls('Format_Events').at(-1)).toEqual(['search', [2]]);
    expect(backend.all('GET', PAYOUTS)).toHaveLength(1); // every scheme came with the first format
    expect(store.payoutOptions.map((p) => p.value).sort((a, b) => a - b)).toEqual([3, 11, 19, 27]);
    store.chooseTemplate(13);
    expect(store.form.values.params.banner).toEqual({ video: '', skip: 'да' });
    store.form.set('params.general.limitsPercents.actions', '101');
    store.form.set('params.general.limit_freq_sent_count', 'два');
    await store.save();
    expect(store.form.errors).toEqual({ 'params.general.limitsPercents.actions': '% число от 0 до 100!', 'params.general.limit_freq_sent_count': 'Поле должно содержать число!' });
    expect(store.form.tabErrorsText).toBe('Обнаружены ошибки на вкладках: Основные настройки');
    store.form.set('params.general.limitsPercents.actions', '12,5');
    store.form.set('params.general.limit_freq_sent_count', '');
    store.form.set('params.general.payout_type_id', 3);
    await store.save();
    const body = backend.last('PUT', `${VALUES}/1`).body as { params: { general: Record<string, unknown>; banner: unknown; options: unknown } };
    expect(body).toMatchObject({ name: 'CPA: заявка на сайте', val: 'rule_1', sort: 0, organization_id: null, handbook_id: 1 });
    expect(body.params.general).toMatchObject({ format_id: 2, template_id: 13, payout_type_id: 3, video_event_id: 0, redirect_method: 'auto', limit_freq_displayed_count: 3, limit_freq_sent_count: null, limitsPercents: { displayed: 100, actions: 12.5, actions_daily: null } });
    expect(body.params.banner).toEqual({ video: '', skip: 'да' });
    expect(body.params.options).toEqual({ geo: { status: 1 }, schedule: { status: 0 }, frequency: { status: 1 } });
    expect(notify.toasts.at(-1)).toMatchObject({ variant: 'success', lines: ['Успешно сохранено'] });
    stop();
  });

  it('the latest format wins: the earlier format’s templates are aborted, never shown', async () => {
    const { store, stop } = await started();
    const held = backend.hold('GET', TEMPLATES);
    store.chooseFormat(2);
    await waitFor(() => expect(backend.all('GET', TEMPLATES)).toHaveLength(2));
    store.chooseFormat(1);
    await waitFor(() => expect(backend.all('GET', TEMPLATES)).toHaveLength(3));
    held.release();
    await waitFor(() => expect(store.partsState).toBe('ready'));
    expect(backend.all('GET', TEMPLATES)[1].aborted).toBe(true);
    expect(store.templateOptions.every((t) => t.value <= 12)).toBe(true);
    stop();
  });

  it('deletes the rule after the question (A 7 handbook value destroy by id), then goes to the list; a no keeps it', async () => {
    const { store, stop } = await started(3, { listUrl: '/preferences/handbook-values/1' });
    const refused = store.remove();
    expect(await answerConfirm(false)).toEqual({ title: 'Удаление правила конверсии «CPM: показ видео»', message: 'Вы уверены?' });
    expect(await refused).toBe(false);
    expect(backend.all('DELETE', `${VALUES}/3`)).toHaveLength(0);

    backend.standIn.faults.set({ method: 'DELETE', path: `${VALUES}/3`, kind: 'respond', body: { success: false, message: 'Правило используется форматами продаж' }, status: 200, times: 1 });
    const failed = store.remove();
    await answerConfirm(true);
    expect(await failed).toBe(false);
    expect(notify.toasts.at(-1)).toMatchObject({ variant: 'danger', lines: ['Правило используется форматами продаж'] });
    expect(store.form.leavingTo).toBeNull();

    const removal = store.remove();
    await answerConfirm(true);
    expect(await removal).toBe(true);
    expect(backend.last('DELETE', `${VALUES}/3`).headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    expect(backend.db.collection('handbook-values').get(3)).toBeUndefined();
    await waitFor(() => expect(store.form.leavingTo).toBe('/preferences/handbook-values/1'));
    stop();
  });

  it('without a list to go to, a deleted rule’s page goes to its handbook’s values (A 2)', async () => {
    const { store, stop } = await started(5);
    const removal = store.remove();
    await answerConfirm(true);
    expect(await removal).toBe(true);
    await waitFor(() => expect(store.form.leavingTo).toBe('/preferences/handbook-values/1'));
    stop();
  });
});
