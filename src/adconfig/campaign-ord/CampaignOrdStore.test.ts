import { waitFor } from '@testing-library/react';
import { notify } from '@core/notify';
import { answerConfirm } from '@test/dialogs';
import { UNKNOWN_FIELD, UNKNOWN_FIELD_VALUE } from '@fixtures/server/core/answerModes';
import { backend } from '@test/setup';
import { campaignOrdApi } from './api';
import { CampaignOrdStore } from './CampaignOrdStore';
import { recentMonths } from './NotifyStore';

const BASE = '/api/core/campaigns/settings/ord';

async function started(id: number) {
  window.history.replaceState(null, '', `/campaigns/settings/ord/?id=${id}`);
  const store = new CampaignOrdStore(campaignOrdApi(), id);
  const stop = store.page.start();
  await waitFor(() => expect(store.page.state).toBe('ready'));
  return { store, stop };
}

describe('CampaignOrdStore', () => {
  it('split with settings edited and not saved asks first: declined, nothing is sent and the edits stay (issue 43)', async () => {
    const { store, stop } = await started(3);
    store.form.set('ord_id', 'ORD-НЕ-СОХРАНЁН');
    void store.split();
    expect((await answerConfirm(false)).message).toBe('Изменения настроек не сохранены и будут потеряны: периодом станут сохранённые настройки. Разбить на периоды?');
    await waitFor(() => expect(notify.dialogs).toHaveLength(0));
    expect(backend.all('POST', `${BASE}/3/split-to-periods`)).toHaveLength(0);
    expect(store.form.values.ord_id).toBe('ORD-НЕ-СОХРАНЁН');
    expect(store.form.dirty).toBe(true);

    const splitting = store.split();
    await answerConfirm(true);
    await splitting;
    expect(backend.all('POST', `${BASE}/3/split-to-periods`)).toHaveLength(1);
    await waitFor(() => expect(store.isPeriods).toBe(true));
    expect(store.form.dirty).toBe(false);
    stop();
  });

  it('join with settings edited and not saved names them in its question (issue 43)', async () => {
    const { store, stop } = await started(2);
    store.form.set('ord_id', 'ORD-НЕ-СОХРАНЁН');
    void store.join();
    expect((await answerConfirm(false)).message).toBe('Изменения настроек не сохранены и будут потеряны. Все периоды будут удалены, настройки станут едиными для всей кампании. Продолжить?');
    expect(backend.all('POST', `${BASE}/2/join-periods`)).toHaveLength(0);
    expect(store.form.values.ord_id).toBe('ORD-НЕ-СОХРАНЁН');
    stop();
  });

  it('settings with ids are locked; unlocking asks (shift skips); POST {campaign_id}; split into periods', async () => {
    const { store, stop } = await started(1);
    expect(store.campaign?.name).toBe('Осенняя распродажа «Техно» — охватная кампания');
    expect(store.form.values).toEqual({ is_ignore_ord_reports: false, ord_id: 'ORD-CMP-1001', ord_campaign_type_id: 1, ord_initial_contract_id: 1, ord_final_contract_id: 2 });
    expect(store.contractOf(2)?.doc_number).toBe('Д-2026/17'); // the answer's contract objects name the chosen ids
    expect(store.lock.locked).toBe(true);

    void store.lock.unlock();
    expect((await answerConfirm(false)).message).toBe('Данные ОРД уже заданы. Разблокировать форму для изменения?');
    expect(store.lock.locked).toBe(true);
    await store.lock.unlock(true); // shift-click
    expect(store.lock.locked).toBe(false);

    store.choose(store.form, 'ord_final_contract_id', null);
    store.form.set('ord_id', ' ORD-NEW ');
    await store.save();
    const sent = backend.last('POST', `${BASE}/1`).body;
    expect(sent).toMatchObject({ is_ignore_ord_reports: 0, ord_id: 'ORD-NEW', ord_campaign_type_id: 1, ord_initial_contract_id: 1, ord_final_contract_id: null });
    expect(sent).not.toHaveProperty('ord_final_contract'); // the answer's contract objects are views: their ids are sent
    expect(notify.toasts.at(-1)?.lines).toEqual(['Настройки ОРД сохранены']);
    expect(store.lock.locked).toBe(true); // an ORD id is set again

    await store.split();
    expect(backend.all('POST', `${BASE}/1/split-to-periods`)).toHaveLength(1);
    await waitFor(() => expect(store.isPeriods).toBe(true));
    expect(store.periods).toHaveLength(1);
    expect(store.periods[0]).toMatchObject({ date_begin: '2026-03-01', ord: 'ORD-NEW' });
    stop();
  });

  it('periods: add (dates required, the end not before the begin), edit a locked one, delete asked, join asked', async () => {
    const { store, stop } = await started(2);
    expect(store.isPeriods).toBe(true);
    expect(store.periods.map((p) => p.id)).toEqual([1, 2]);

    store.period.show(null);
    expect(store.period.lock.locked).toBe(false);
    await store.period.submit();
    expect(store.period.form.errors).toEqual({ date_begin: 'Поле "Начало периода" обязательно для заполнения!', date_end: 'Поле "Конец периода" обязательно для заполнения!' });
    store.period.form.set('date_begin', '2026-11-01');
    store.period.form.set('date_end', '2026-10-31');
    await store.period.submit();
    expect(store.period.form.errors.date_end).toBe('Конец периода раньше его начала');
    store.period.form.set('date_end', '2026-11-30');
    store.period.form.set('ord', 'ORD-P-300');
    await store.period.submit();
    expect(backend.last('POST', `${BASE}/2/periods`).body).toEqual({ date_begin: '2026-11-01', date_end: '2026-11-30', ord: 'ORD-P-300', ord_initial_contract_id: null, ord_final_contract_id: null });
    expect(store.period.open).toBe(false);
    await waitFor(() => expect(store.periods.map((p) => p.ord)).toEqual(['ORD-P-201', '', 'ORD-P-300']));

    store.period.show(store.periods[0]);
    expect(store.period.lock.locked).toBe(true);
    await store.period.lock.unlock(true);
    store.period.form.set('ord', 'ORD-P-201-b');
    await store.period.submit();
    expect(backend.last('PUT', `${BASE}/periods/1`).body).toMatchObject({ ord: 'ORD-P-201-b', ord_initial_contract_id: 1 });

    void store.deletePeriod(store.periods[1]);
    expect((await answerConfirm(true)).message).toBe('Удалить период 01.10.2026 — 31.10.2026?');
    await waitFor(() => expect(store.periods).toHaveLength(2));
    expect(backend.all('DELETE', `${BASE}/periods/2`)).toHaveLength(1);

    void store.join();
    expect((await answerConfirm(false)).message).toBe('Все периоды будут удалены, настройки станут едиными для всей кампании. Продолжить?');
    expect(backend.all('POST', `${BASE}/2/join-periods`)).toHaveLength(0);
    void store.join();
    await answerConfirm(true);
    await waitFor(() => expect(store.isPeriods).toBe(false));
    expect(store.periods).toEqual([]);
    stop();
  });

  it('notify: months and types required, partners and managers by default; a contract created goes to its field', async () => {
    const { store, stop } = await started(3);
    expect(store.lock.locked).toBe(false);
    const { notifier } = store;
    notifier.show();
    expect(notifier.types).toEqual(['partners', 'managers']);
    notifier.toggleType('partners');
    notifier.toggleType('managers');
    await notifier.submit();
    expect(notifier.errors).toEqual({ months: 'Выберите хотя бы один месяц', types: 'Выберите, кого уведомить' });
    const [latest, previous] = recentMonths();
    notifier.toggleMonth(latest.value);
    notifier.toggleMonth(previous.value);
    notifier.toggleType('managers');
    await notifier.submit();
    expect(backend.last('POST', `${BASE}/3/notify-changes`).body).toEqual({ period: [previous.value, latest.value], types: ['managers'] });
    expect(notifier.open).toBe(false);

    store.createFor(store.form, 'ord_initial_contract_id');
    const { contract } = store;
    expect(contract.form.values.is_vat).toBe(true); // VAT 20 % by default
    contract.form.set('doc_number', 'ОРД-5');
    contract.form.set('date_signed', '2026-11-02');
    contract.form.set('name_customer', 'ООО «Альфа Медиа»');
    contract.form.set('inn', '7701234567');
    contract.form.set('name_contractor', 'ООО «Площадка»');
    contract.form.set('inn_contractor', '770987654');
    await contract.save();
    expect(contract.form.errors.inn_contractor).toBe('ИНН должен состоять из 10 или 12 цифр');
    contract.form.set('inn_contractor', '7709876543');
    await contract.save();
    expect(backend.last('POST', '/api/hb/docs').body).toMatchObject({ doc_number: 'ОРД-5', inn: '7701234567', name_contractor: 'ООО «Площадка»', inn_contractor: '7709876543', is_vat: 1 });
    expect(store.form.values.ord_initial_contract_id).toBe(4);
    expect(store.contractOf(4)?.doc_number).toBe('ОРД-5');
    stop();
  });

  it('on the existing backend: the campaign saved back keeps the fields the page does not know; a bare answer is a save', async () => {
    backend.setModes({ strict: true, roundTrip: true });
    const { store, stop } = await started(3);
    expect(store.lock.locked).toBe(false);
    store.form.set('ord_id', 'ORD-3');
    await store.save();
    const sent = backend.last('POST', `${BASE}/3`);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ campaign_id: 3, [UNKNOWN_FIELD]: UNKNOWN_FIELD_VALUE, ord_id: 'ORD-3', is_ignore_ord_reports: 0 });
    expect(store.form.dirty).toBe(false);
    expect(notify.toasts.at(-1)).toMatchObject({ variant: 'success' });

    // The next save sends them again (what was stored stays stored).
    store.form.set('ord_id', 'ORD-3b');
    await store.save();
    expect(backend.last('POST', `${BASE}/3`).body).toMatchObject({ [UNKNOWN_FIELD]: UNKNOWN_FIELD_VALUE, ord_id: 'ORD-3b' });
    stop();
  });
});
