import { waitFor } from '@testing-library/react';
import { TEST_CSRF_TOKEN } from '@fixtures/server/testing/backend';
import { notify } from '@core/notify';
import { backend } from '@test/setup';
import { handbookValueApi } from '@adconfig/shared/handbookValue/api';
import { conversionRuleApi } from './api';
import { ConversionRuleStore } from './ConversionRuleStore';

async function started(id = 1) {
  window.history.replaceState(null, '', `/preferences/conversion-rules/${id}`);
  const store = new ConversionRuleStore(handbookValueApi(), conversionRuleApi(), id);
  const stop = store.page.start();
  await waitFor(() => expect(store.page.state).toBe('ready'));
  return { store, stop };
}

const title = (store: ConversionRuleStore, key: string) => store.form.tabs.find((t) => t.key === key)?.title;

describe('ConversionRuleStore', () => {
  it('loads the rule (a handbook value) and its choices (GET of the page), with the tab titles following the data', async () => {
    const { store, stop } = await started();
    expect(backend.last('GET', '/preferences/conversion-rules/1').headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    expect(backend.last('GET', '/api/hb/handbook-values/1')).toBeTruthy();
    expect(store.form.values.params.general).toMatchObject({ format_id: 1, template_id: 11, payout_type_id: 101, redirect_method: 'auto', limit_freq_displayed_count: '3', video_event_id: null, limitsPercents: { displayed: '100', clicked_daily: '' } });
    expect(store.templateParams.map((p) => p.type)).toEqual(['string', 'int', 'file', 'select', 'url', 'textarea']);
    expect(title(store, 'sales-formats')).toBe('Форматы продаж (2)');
    expect(title(store, 'geo')).toBe('География · вкл');
    expect(title(store, 'schedule')).toBe('Расписание · выкл');
    store.setOption('schedule', true);
    expect(title(store, 'schedule')).toBe('Расписание · вкл');
    stop();
  });

  it('a malformed rule reads as empty params (redirect_method auto), never a crash', async () => {
    const { store, stop } = await started(4);
    expect(store.form.values.params.general).toMatchObject({ format_id: null, redirect_method: 'auto', distribution: 'even', limit_freq_clicked_count: '' });
    expect(store.form.values.params.banner).toEqual({});
    expect(title(store, 'geo')).toBe('География · выкл');
    expect(title(store, 'sales-formats')).toBe('Форматы продаж (0)');
    stop();
  });

  it('a format change clears the template, payout type and events; a template brings its defaults; the save sends numbers', async () => {
    const { store, stop } = await started();
    store.chooseFormat(2);
    expect(store.form.values.params.general).toMatchObject({ format_id: 2, template_id: null, payout_type_id: null, limit_event_id: null, video_event_id: null, limit_freq_action_event_id: null });
    expect(store.form.values.params.banner).toEqual({});
    store.chooseTemplate(21);
    expect(store.form.values.params.banner).toEqual({ duration: '15', skip: '5' });
    store.form.set('params.banner.skip', '7');
    store.form.set('params.general.limitsPercents.actions', '101');
    store.form.set('params.general.limit_freq_sent_count', 'два');
    await store.save();
    expect(store.form.errors).toEqual({ 'params.general.limitsPercents.actions': '% число от 0 до 100!', 'params.general.limit_freq_sent_count': 'Поле должно содержать число!' });
    expect(store.form.tabErrorsText).toBe('Обнаружены ошибки на вкладках: Основные настройки');
    store.form.set('params.general.limitsPercents.actions', '12,5');
    store.form.set('params.general.limit_freq_sent_count', '');
    store.form.set('params.general.payout_type_id', 201);
    await store.save();
    const body = backend.last('PUT', '/api/hb/handbook-values/1').body as { params: { general: Record<string, unknown>; banner: unknown; options: unknown } };
    expect(body).toMatchObject({ name: 'CPA: заявка на сайте', val: 'rule_1', sort: 0, organization_id: null, handbook_id: 1 });
    expect(body.params.general).toMatchObject({ format_id: 2, template_id: 21, payout_type_id: 201, video_event_id: 0, redirect_method: 'auto', limit_freq_displayed_count: 3, limit_freq_sent_count: null, limitsPercents: { displayed: 100, actions: 12.5, actions_daily: null } });
    expect(body.params.banner).toEqual({ duration: 15, skip: 7 });
    expect(body.params.options).toEqual({ geo: { status: 1 }, schedule: { status: 0 }, frequency: { status: 1 } });
    expect(notify.toasts.at(-1)).toMatchObject({ variant: 'success', lines: ['Успешно сохранено'] });
    stop();
  });
});
