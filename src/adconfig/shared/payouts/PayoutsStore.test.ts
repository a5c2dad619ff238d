import { waitFor } from '@testing-library/react';
import { notify } from '@core/notify';
import { backend } from '@test/setup';
import { payoutsApi } from './api';
import { payoutCellKey as key } from './payoutCells';
import { PayoutsStore } from './PayoutsStore';

// The shared table over the channel table's stand-in (the creative's differs in its URL and row id only).
const API = '/api/core/channels/payouts';
const channelPayouts = () => payoutsApi(API, { idField: 'payout_type_id', titleFields: ['name'] });

async function loaded(id = 1) {
  window.history.replaceState(null, '', `/channels/payouts/?id=${id}`);
  const store = new PayoutsStore(channelPayouts(), id);
  const stop = store.start();
  await waitFor(() => expect(store.state).toBe('ready'));
  return { store, stop };
}

describe('PayoutsStore', () => {
  it('shows −1 as a dash, disables the other kinds once one is filled, and saves every row with empty payouts as null', async () => {
    const { store, stop } = await loaded();
    const { changes } = store;
    expect(store.rows.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(changes.value(key(1, 'cpm'))).toBe('110,67');
    expect(changes.value(key(5, 'cpm'))).toBe('—'); // A 9: −1 means none
    expect(changes.value(key(4, 'mode'))).not.toBe('');
    // A 5: a row holding CPM has CPC, CPE and RTB off; a row with none (−1 only) has everything on.
    expect(store.cell({ key: '1', title: '' }, { key: 'cpc', title: '' })).toMatchObject({ kind: 'input' });
    const disabled = (id: number, field: Parameters<typeof key>[1]) => {
      const cell = store.cell({ key: String(id), title: '' }, { key: field, title: '' });
      return cell !== null && cell.kind !== 'text' && cell.disabled?.();
    };
    expect([disabled(1, 'cpm'), disabled(1, 'cpc'), disabled(1, 'cpa'), disabled(1, 'mode')]).toEqual([false, true, true, true]);
    expect([disabled(5, 'cpc'), disabled(5, 'max_price')]).toEqual([false, false]);

    expect(await store.save()).toBe(false); // clean: nothing sent
    expect(backend.all('POST', `${API}/1`)).toHaveLength(0);

    changes.set(key(1, 'cpm'), ''); // cleared: every kind is on again
    expect(disabled(1, 'cpc')).toBe(false);
    changes.set(key(1, 'cpc'), '2,5');
    expect(disabled(1, 'cpm')).toBe(true);
    changes.set(key(5, 'cpm'), '');
    expect(await store.save()).toBe(true);
    const sent = backend.last('POST', `${API}/1`).body as { payouts: Record<string, unknown>[] };
    expect(sent.payouts).toHaveLength(6);
    expect(sent.payouts[0]).toMatchObject({ payout_type_id: 1, cpm_payout: null, cpc_payout: 2.5, cpa_payout: null, rtb: null });
    expect(sent.payouts[4]).toMatchObject({ payout_type_id: 5, cpm_payout: null, cpc_payout: null, cpa_payout: null, rtb: null });
    expect(sent.payouts[3]).toMatchObject({ payout_type_id: 4, cpm_payout: null, rtb: { mode: expect.any(String), max_price: expect.any(Number), target: expect.any(Number) } });
    expect(notify.toasts.at(-1)?.lines.join(' ')).toBe('Успешно сохранено');
    expect(store.dirty).toBe(false);
    expect(changes.value(key(1, 'cpc'))).toBe('2,5');
    stop();
  });

  it('requires RTB mode, max price and target together, refuses a second kind and text, and keeps every edit when the save fails', async () => {
    const { store, stop } = await loaded();
    const { changes } = store;
    changes.set(key(5, 'max_price'), '12');
    expect(changes.error(key(5, 'mode'))).toBe('Для RTB обязательны режим, максимальная цена и цель');
    expect(changes.error(key(5, 'target'))).toBe('Для RTB обязательны режим, максимальная цена и цель');
    changes.set(key(2, 'cpa'), 'abc');
    expect(changes.error(key(2, 'cpa'))).toBe('Введите число');
    expect(changes.error(key(2, 'cpc'))).toBe('Укажите только один вид выплаты: CPM, CPC, CPE или RTB');
    expect(await store.save()).toBe(false);
    expect(notify.toasts.at(-1)?.lines.join(' ')).toBe('Исправьте значения в отмеченных ячейках.');
    expect(backend.all('POST', `${API}/1`)).toHaveLength(0);

    changes.set(key(2, 'cpa'), '');
    changes.set(key(5, 'mode'), 'auction');
    changes.set(key(5, 'target'), '1,5');
    backend.fail('POST', `${API}/1`, { success: false, message: 'Нет доступа' });
    expect(await store.save()).toBe(false);
    expect(notify.toasts.at(-1)?.lines.join(' ')).toBe('Нет доступа');
    expect(changes.value(key(5, 'target'))).toBe('1,5');
    expect(store.dirty).toBe(true);
    stop();
  });

  it('pages a long table in the hash (50 rows a page) and repeats the save row from 15 rows', async () => {
    const { store, stop } = await loaded(3);
    expect(store.rows).toHaveLength(130);
    expect(store.hasExtraSaveRow).toBe(true);
    expect(store.pageCount).toBe(3);
    expect(store.gridRows).toHaveLength(50);
    store.setPage(3);
    expect(window.location.hash).toBe('#p=3');
    expect(store.gridRows).toHaveLength(30);
    stop();
    const small = await loaded(1);
    expect(small.store.hasExtraSaveRow).toBe(false);
    small.stop();
  });

  it('issue 41: on the existing backend a bare save keeps the rows as sent, with the fields the grid does not edit', async () => {
    backend.setModes({ strict: true, roundTrip: true });
    const { store, stop } = await loaded();
    store.changes.set(key(2, 'cpc'), '7,5');
    expect(await store.save()).toBe(true);
    const sent = backend.last('POST', `${API}/1`);
    expect(sent.status).toBe(200);
    const rows = (sent.body as { payouts: Record<string, unknown>[] }).payouts;
    expect(rows.every((row) => row.zz_unknown_field === 'сохранить как есть')).toBe(true);
    expect(rows[1]).toMatchObject({ payout_type_id: 2, cpc_payout: 7.5 });
    expect(store.changes.dirty).toBe(false);
    stop();
  });
});
