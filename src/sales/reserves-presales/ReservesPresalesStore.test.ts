import { waitFor } from '@testing-library/react';
import { TEST_CSRF_TOKEN } from '@fixtures/server/testing/backend';
import { notify } from '@core/notify';
import { answerConfirm } from '@test/dialogs';
import { backend } from '@test/setup';
import { reservesPresalesApi } from './api';
import { presalePlan } from './presaleGrid';
import { ReservesPresalesStore } from './ReservesPresalesStore';

const PAGE = '/statistics/reserves';
const NOW = () => new Date(2026, 10, 26);

async function started(at: string, mayChangeCoefficient = true) {
  window.history.replaceState(null, '', at);
  const store = new ReservesPresalesStore(reservesPresalesApi(), { mayChangeCoefficient, now: NOW });
  const stop = store.start();
  await waitFor(() => expect(store.load.state).toBe('ready'));
  return { store, stop };
}

describe('ReservesPresalesStore', () => {
  it('S 9: presale plan = reservation plan × coefficient, two decimals; nothing while either is missing', () => {
    expect(presalePlan(1000, '1,25')).toBe(1250);
    expect(presalePlan(333.33, '0.333')).toBe(111);
    expect(presalePlan(null, '2')).toBeNull();
    expect(presalePlan(100, '')).toBeNull();
    expect(presalePlan(100, 'x')).toBeNull();
  });

  it("asks for the current month by default, the hash's month else; a month chosen goes to the hash, page 1", async () => {
    const { store, stop } = await started(`${PAGE}#presale?p=2`);
    const first = backend.last('GET', `${PAGE}/data`);
    expect(first.query).toEqual({ month: '2026-11' });
    expect(first.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    expect(store.tab).toBe('presale');
    expect(store.rows.length).toBeGreaterThan(50);
    expect(store.page).toBe(2);
    expect(store.pageRows).toHaveLength(store.rows.length - 50);

    await store.chooseMonth('2026-09');
    await waitFor(() => expect(store.loadedMonth).toBe('2026-09'));
    expect(backend.last('GET', `${PAGE}/data`).query).toEqual({ month: '2026-09' });
    expect(window.location.hash).toBe('#presale?m=2026-09');
    stop();
  });

  it("with no month in the hash, the page's printed month is the one shown, even when this machine's calendar is already on the next one", async () => {
    window.history.replaceState(null, '', PAGE);
    const given = { month: '2026-12', rows: [{ id: 7, name: 'Орлова', plan: 100, fact: 50, coefficient: 1, presale_fact: 20 }] };
    const store = new ReservesPresalesStore(reservesPresalesApi(), { mayChangeCoefficient: true, now: NOW, given });
    const stop = store.start();
    await waitFor(() => expect(store.load.state).toBe('ready'));
    expect([store.month, store.rows.map((r) => r.name), backend.all('GET', `${PAGE}/data`).length]).toEqual(['2026-12', ['Орлова'], 0]);
    stop();
  });

  it('the latest month wins: an earlier answer held, then released, is aborted and never shown', async () => {
    const { store, stop } = await started(`${PAGE}#m=2026-01`);
    const hold = backend.hold('GET', `${PAGE}/data`);
    await store.chooseMonth('2026-02');
    await waitFor(() => expect(backend.all('GET', `${PAGE}/data`).length).toBe(2));
    await store.chooseMonth('2026-03');
    await waitFor(() => expect(backend.all('GET', `${PAGE}/data`).length).toBe(3));
    hold.release();
    await waitFor(() => expect(store.loadedMonth).toBe('2026-03'));
    const [, february, march] = backend.all('GET', `${PAGE}/data`);
    expect([february.query.month, february.aborted, march.query.month]).toEqual(['2026-02', true, '2026-03']);
    stop();
  });

  it('saves the changed coefficients only (PUT {page}/coefficients), the answer becomes the stored values; a wrong cell stops it', async () => {
    const { store, stop } = await started(`${PAGE}#presale?m=2026-10`);
    const [a, b] = store.rows;
    expect(await store.save()).toBe(false); // nothing changed: nothing sent
    store.coefficients.set(a.id, '1,5');
    store.coefficients.set(b.id, 'много');
    expect(await store.save()).toBe(false);
    expect(notify.toasts.at(-1)?.lines).toEqual(['Исправьте коэффициенты: в ячейках должны быть числа.']);
    store.coefficients.set(b.id, '');
    expect(await store.save()).toBe(true);
    expect(backend.last('PUT', `${PAGE}/coefficients`).body).toEqual({ month: '2026-10', coefficients: [{ id: a.id, coefficient: 1.5 }, { id: b.id, coefficient: null }] });
    expect(store.dirty).toBe(false);
    expect(store.rows[0].coefficient).toBe(1.5);
    stop();

    const again = await started(`${PAGE}#presale?m=2026-10`);
    expect(again.store.rows[0].coefficient).toBe(1.5);
    again.stop();
  });

  it('another month with unsaved coefficients asks first; without isCoefficientChange nothing is saved', async () => {
    const { store, stop } = await started(`${PAGE}#presale?m=2026-10`);
    store.coefficients.set(store.rows[0].id, '3');
    const choosing = store.chooseMonth('2026-08');
    expect((await answerConfirm(false)).message).toBe('Коэффициенты не сохранены. Перейти к другому месяцу без сохранения?');
    await choosing;
    expect(store.month).toBe('2026-10');
    stop();

    const readOnly = await started(`${PAGE}#presale`, false);
    readOnly.store.coefficients.set(readOnly.store.rows[0].id, '3');
    expect(await readOnly.store.save()).toBe(false);
    expect(backend.all('PUT', `${PAGE}/coefficients`)).toHaveLength(0);
    readOnly.stop();
  });
});
