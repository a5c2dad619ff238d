// Issue 41: on the existing backend (strict stand-in: the rule's GET answers 404, saves answer {success: true}) the
// page works from what it prints and the spec's calls, and the rule saved back keeps what it does not edit.
import { waitFor } from '@testing-library/react';
import { UNKNOWN_FIELD, UNKNOWN_FIELD_VALUE } from '@fixtures/server/core/answerModes';
import { notify } from '@core/notify';
import { answerConfirm } from '@test/dialogs';
import { backend } from '@test/setup';
import { handbookValueApi } from '@adconfig/shared/handbookValue/api';
import { choicesOf, conversionRuleApi } from './api';
import { ConversionRuleStore } from './ConversionRuleStore';

const VALUES = '/api/hb/handbook-values';
const PAGE = '/preferences/conversion-rules/7';
const RULE = {
  id: 7, handbook_id: 1, name: 'CPA: с печатной страницы', val: 'rule_7', sort: 5, organization_id: 1,
  params: { general: { format_id: 1, template_id: 11, payout_type_id: 101, zz_general: 'как есть' }, banner: { title: 'Привет' }, options: { geo: { status: 1, value: [1] } }, zz_param: 2 },
  [UNKNOWN_FIELD]: UNKNOWN_FIELD_VALUE,
};
const ORGANIZATIONS = [{ organization_id: 1, name: 'ООО «Из страницы»' }];
const CHOICES = choicesOf({
  formats: [{ format_id: 1, name: 'Баннер', templates: [{ template_id: 11, name: 'Классика', status: 'active', params: [{ key: 'title', title: 'Заголовок', type: 'string', default: '' }] }], payout_types: [{ payout_type_id: 101, name: 'CPM' }], events: [] }, { format_id: 2, name: 'Видео' }],
  sales_formats: [{ sales_format_id: 5, name: 'Продажа 5' }],
});

async function started(printed: { choices?: typeof CHOICES }) {
  window.history.replaceState(null, '', PAGE);
  const store = new ConversionRuleStore(handbookValueApi('', { record: RULE, organizations: ORGANIZATIONS }), conversionRuleApi('', printed.choices), 7);
  const stop = store.start();
  await waitFor(() => expect(store.page.state).not.toBe('loading'));
  await waitFor(() => expect(store.partsState).not.toBe('loading'));
  return { store, stop };
}

describe('ConversionRuleStore on the existing backend', () => {
  it('shows the rule and its choices as the page printed them, asking nothing', async () => {
    backend.setModes({ strict: true });
    const { store, stop } = await started({ choices: CHOICES });
    expect(store.page.state).toBe('ready');
    expect(backend.requests.filter((r) => r.method === 'GET')).toEqual([]);
    expect(store.form.values.name).toBe('CPA: с печатной страницы');
    expect(store.organizations).toEqual(ORGANIZATIONS);
    expect(store.template?.name).toBe('Классика');
    expect(store.form.tabs.find((t) => t.key === 'sales-formats')?.title).toBe('Форматы продаж (1)');
    stop();
  });

  it('saves the rule back with its unknown fields and params; a bare answer is a save', async () => {
    backend.setModes({ strict: true });
    const { store, stop } = await started({ choices: CHOICES });
    store.form.set('name', 'CPA: исправлено');
    await store.save();
    const sent = backend.last('PUT', `${VALUES}/7`);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      id: 7, [UNKNOWN_FIELD]: UNKNOWN_FIELD_VALUE, name: 'CPA: исправлено', handbook_id: 1,
      params: { zz_param: 2, general: { format_id: 1, template_id: 11, zz_general: 'как есть' }, options: { geo: { status: 1, value: [1] } } },
    });
    expect(store.form.dirty).toBe(false);
    expect(store.record?.name).toBe('CPA: исправлено');
    expect(notify.toasts.at(-1)).toMatchObject({ variant: 'success' });
    stop();
  });

  it('asks the spec’s calls for what the page did not print: a format without its parts, or no choices at all', async () => {
    backend.setModes({ strict: true });
    const { store, stop } = await started({ choices: CHOICES });
    store.chooseFormat(2);
    await waitFor(() => expect(store.templateOptions.map((t) => t.value)).toEqual([13, 14, 15]));
    expect(backend.last('GET', '/hb/format-templates').query).toEqual({ format_id: '2' });
    expect(backend.all('GET', '/api/core/payout-types')).toHaveLength(1);
    stop();

    backend.reset();
    backend.setModes({ strict: true });
    const bare = await started({});
    expect(bare.store.page.state).toBe('ready');
    expect(bare.store.formatOptions.map((f) => f.label)).toContain('Баннер 240×400');
    expect(bare.store.template?.name).toBe('Полноэкранный №11');
    expect(bare.store.salesFormats).toEqual([]);
    await bare.store.save();
    expect(backend.last('PUT', `${VALUES}/7`).body).toMatchObject({ params: { general: { format_id: 1, template_id: 11, payout_type_id: 101 } } });
    expect(bare.store.form.dirty).toBe(false);
    bare.stop();
  });

  it('deletes the rule: a bare answer is a delete, the page goes to the list with the toast there', async () => {
    backend.setModes({ strict: true });
    const { store, stop } = await started({ choices: CHOICES });
    const removal = store.remove();
    await answerConfirm(true);
    expect(await removal).toBe(true);
    expect(backend.last('DELETE', `${VALUES}/7`).status).toBe(200);
    await waitFor(() => expect(store.form.leavingTo).toBe('/preferences/handbook-values/1'));
    expect(window.sessionStorage.getItem('bo-flash')).toBe('Правило конверсии удалено');
    stop();
  });
});
