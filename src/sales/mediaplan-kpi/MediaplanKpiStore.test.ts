import { waitFor } from '@testing-library/react';
import { TEST_CSRF_TOKEN } from '@fixtures/server/testing/backend';
import { notify } from '@core/notify';
import { answerConfirm } from '@test/dialogs';
import { allowConsoleErrors, backend } from '@test/setup';
import { linesOf, mediaplanKpiApi, type Indicator, type PlanLine } from './api';
import { MediaplanKpiStore } from './MediaplanKpiStore';
import { ALL_CAMPAIGNS, linesAfterDiff, outcomeOf } from './planDraft';

const GET = '/api/sales/mediaplans/kpi/1';
const SAVE = '/api/sales/mediaplans/kpi/save-diff/1';
const SESSIONS = 1;
const CLICKS = 2;
const REACH = 3;
const CONVERSIONS = 4;

async function loaded(id = 1) {
  window.history.replaceState(null, '', `/mediaplans/kpi/?id=${id}`);
  const store = new MediaplanKpiStore(mediaplanKpiApi(), id);
  const stop = store.start();
  await waitFor(() => expect(store.state).not.toBe('loading'));
  return { store, stop };
}

const lastToast = () => notify.toasts.at(-1);
const planOf = (store: MediaplanKpiStore, campaign: number, kpi: number) => store.lines.find((l) => l.campaign_id === campaign && l.kpi_id === kpi)?.plan;

describe('MediaplanKpiStore', () => {
  it('loads the plan; saves the changed lines only, expanded to the campaigns they apply to (-1: all); the answer becomes the stored plan', async () => {
    const { store, stop } = await loaded();
    expect(backend.last('GET', GET).headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    expect(store.name).toBe('Осенняя распродажа «Техно» 2026');
    expect(store.campaigns.map((c) => c.id)).toEqual([101, 102, 103, 104]);
    // The blocked indicator is not offered.
    expect(store.indicators.map((k) => k.id)).not.toContain(16);
    expect(store.rowsOf(101, 'quantity').map((k) => k.id)).toEqual([SESSIONS, REACH]);
    expect(store.rowsOf(101, 'quality').map((k) => k.id)).toEqual([11, 12]);

    expect(await store.save(101)).toBe(true); // nothing changed: nothing sent
    expect(backend.all('POST', SAVE)).toHaveLength(0);

    store.open(101);
    store.setPlan(101, SESSIONS, '31 500');
    store.addLine(101, CLICKS);
    store.setPlan(101, CLICKS, '5000,5');
    store.toggleTarget(101, CLICKS, ALL_CAMPAIGNS, true);
    expect(store.isDirty(101)).toBe(true);
    expect(store.isDirty(102)).toBe(false);
    expect(await store.save(101)).toBe(true);
    expect(backend.last('POST', SAVE).body).toEqual({
      diff: [
        { campaign_id: 101, kpi_id: SESSIONS, compare: '>=', plan: 31500 },
        ...[101, 102, 103, 104].map((c) => ({ campaign_id: c, kpi_id: CLICKS, compare: '>=', plan: 5000.5 })),
      ],
    });
    expect(lastToast()).toMatchObject({ variant: 'success', lines: ['Успешно сохранено'] });
    expect(store.isDirty(101)).toBe(false);
    expect(store.openCampaign).toBeNull();
    expect(planOf(store, 101, SESSIONS)).toBe(31500);
    expect(planOf(store, 104, CLICKS)).toBe(5000.5);
    expect(store.draftsOf(104).original(CLICKS)).toMatchObject({ present: true, plan: '5000,5', applyTo: [104] });
    stop();
  });

  it('a save answered {success: true} alone is a save: the sent lines are the stored plan, every other campaign kept', async () => {
    const { store, stop } = await loaded();
    backend.fail('POST', SAVE, { success: true, message: '' });
    const before = store.lines.filter((l) => l.campaign_id !== 101);
    const reachFact = store.lines.find((l) => l.campaign_id === 101 && l.kpi_id === REACH)?.fact;
    store.open(101);
    store.setPlan(101, SESSIONS, '31 500');
    store.addLine(101, CLICKS);
    store.setPlan(101, CLICKS, '700');
    store.toggleTarget(101, CLICKS, 102, true);
    expect(await store.save(101)).toBe(true);
    expect(lastToast()).toMatchObject({ variant: 'success', lines: ['Успешно сохранено'] });
    expect(store.isDirty(101)).toBe(false);
    expect(planOf(store, 101, SESSIONS)).toBe(31500);
    expect(planOf(store, 101, CLICKS)).toBe(700);
    expect(planOf(store, 102, CLICKS)).toBe(700);
    expect(store.lines.find((l) => l.campaign_id === 101 && l.kpi_id === REACH)?.fact).toBe(reachFact);
    // Campaigns the save did not touch keep every line they had.
    for (const line of before) expect(store.lines).toContainEqual(line.kpi_id === CLICKS && line.campaign_id === 102 ? { ...line, plan: 700 } : line);
    expect(store.rowsOf(103, 'quantity').length).toBeGreaterThan(0);
    stop();
  });

  it('after a bare save, an empty plan removes the line; another replaces it (its fact kept) or adds it under its name', () => {
    const line = (campaign_id: number, kpi_id: number, plan: number | null, fact: number | null = null): PlanLine => ({ campaign_id, kpi_id, kpi_name: `KPI ${kpi_id}`, compare: '>=', plan, fact });
    const stored = [line(101, SESSIONS, 100, 90), line(101, REACH, 5), line(102, SESSIONS, 7)];
    const after = linesAfterDiff(stored, [
      { campaign_id: 101, kpi_id: SESSIONS, compare: '<=', plan: 120 },
      { campaign_id: 101, kpi_id: REACH, compare: '>=', plan: null },
      { campaign_id: 103, kpi_id: CLICKS, compare: '>', plan: 3 },
    ], (id) => `Показатель ${id}`);
    expect(after).toEqual([line(102, SESSIONS, 7), { ...line(101, SESSIONS, 120, 90), compare: '<=' }, { ...line(103, CLICKS, 3), compare: '>', kpi_name: `Показатель ${CLICKS}` }]);
  });

  it('stops on the S 5 messages, keeps every edit when the save fails, and asks before it removes an indicator (sent with an empty plan)', async () => {
    allowConsoleErrors(/./);
    const { store, stop } = await loaded();
    store.open(101);
    store.addLine(101, CONVERSIONS);
    store.toggleTarget(101, CONVERSIONS, 101, false);
    expect(await store.save(101)).toBe(false);
    expect(store.errors).toEqual(['Конверсии: план должен быть числом.', 'Конверсии: необходимо выбрать строку (колонка "Применить к").']);
    expect(backend.all('POST', SAVE)).toHaveLength(0);

    store.setPlan(101, CONVERSIONS, '150');
    store.toggleTarget(101, CONVERSIONS, 102, true);
    backend.standIn.faults.set({ method: 'POST', path: SAVE, kind: 'respond', body: { success: false, message: 'База недоступна' }, status: 200, times: 1 });
    expect(await store.save(101)).toBe(false);
    expect(lastToast()).toMatchObject({ variant: 'danger', title: 'Ошибка', lines: ['База недоступна'] });
    expect(store.draftsOf(101).value(CONVERSIONS)).toMatchObject({ plan: '150', applyTo: [102] });
    expect(store.isDirty(101)).toBe(true);

    const removing = store.removeLine(101, REACH);
    expect((await answerConfirm(false)).message).toBe('Удалить показатель «Охват» у кампании «Техно: охватная кампания (баннеры 240×400)»? Не забудьте сохранить.');
    expect(await removing).toBe(false);
    expect(store.draftsOf(101).value(REACH).present).toBe(true);

    // Confirmed, the removal is an edit of the modal: nothing is sent until its Save.
    const removed = store.removeLine(101, REACH);
    await answerConfirm(true);
    expect(await removed).toBe(true);
    expect(store.draftsOf(101).value(REACH).present).toBe(false);
    expect(backend.all('POST', SAVE)).toHaveLength(1);
    expect(planOf(store, 101, REACH)).not.toBeUndefined();
    // An unsaved line just goes, without a question; the removal is still unsaved.
    expect(await store.removeLine(101, CONVERSIONS)).toBe(true);
    expect(store.isDirty(101)).toBe(true);
    expect(await store.save(101)).toBe(true);
    expect(backend.last('POST', SAVE).body).toEqual({ diff: [{ campaign_id: 101, kpi_id: REACH, compare: '>=', plan: null }] });
    expect(planOf(store, 101, REACH)).toBeUndefined();
    expect(store.isDirty(101)).toBe(false);

    // Closing the modal (its 'Отмена') undoes a removal not saved.
    const reachOf102 = store.lines.find((l) => l.campaign_id === 102)!.kpi_id;
    store.open(102);
    const again = store.removeLine(102, reachOf102);
    await answerConfirm(true);
    await again;
    expect(store.draftsOf(102).value(reachOf102).present).toBe(false);
    store.close();
    expect(store.draftsOf(102).value(reachOf102).present).toBe(true);
    expect(backend.all('POST', SAVE)).toHaveLength(2);
    stop();
  });

  it('S 9: met by the operator, else by the worst value; neither known: Неизвестная ошибка', () => {
    const kpi = (worst: Indicator['worst_value']): Indicator => ({ id: 1, name: 'K', kpi_type: 'quality', worst_value: worst });
    const line = (compare: PlanLine['compare'], fact: number | null): PlanLine => ({ campaign_id: 1, kpi_id: 1, kpi_name: 'K', compare, plan: 10, fact });
    expect(outcomeOf(line('>=', 10), kpi(null)).text).toBe('Выполнен');
    expect(outcomeOf(line('<', 10), kpi(null)).text).toBe('Не выполнен');
    expect(outcomeOf(line('', 9), kpi('min')).text).toBe('Не выполнен');
    expect(outcomeOf(line('', 9), kpi('max')).text).toBe('Выполнен');
    expect(outcomeOf(line('', 9), kpi(null)).text).toBe('Неизвестная ошибка');
    expect(outcomeOf(line('>', null), kpi('min')).text).toBe('—');
    // Untrusted lines: no campaign or indicator → left out; a repeat → the first; an unknown operator kept as it came (issue 41); a wrong number → unknown.
    expect(linesOf([{ campaign_id: 1, kpi: 2, compare: '!=', plan: 'x', fact: '5' }, { campaign_id: 1, kpi_id: 2, plan: 9 }, { kpi: 3 }, null, 'line'])).toEqual([
      { campaign_id: 1, kpi_id: 2, kpi_name: '', compare: '!=', plan: null, fact: 5 },
    ]);
    expect(linesOf({ lines: [] })).toEqual([]);
  });
});
