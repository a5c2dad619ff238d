import { waitFor } from '@testing-library/react';
import { notify } from '@core/notify';
import { backend } from '@test/setup';
import { answerConfirm } from '@test/dialogs';
import { TEST_CSRF_TOKEN } from '@fixtures/server/testing/backend';
import { verifierCountersApi } from './api';
import { PRICE_PAGE_SIZE, PricesStore } from './PricesStore';
import { VerifierCountersStore } from './VerifierCountersStore';

const BASE = '/api/hb/verifier-counters';
const PRICES = `${BASE}/1/prices`;

async function started() {
  window.history.replaceState(null, '', '/preferences/verifier-counters');
  const store = new VerifierCountersStore(verifierCountersApi());
  const stop = store.start();
  await waitFor(() => expect(store.table.list.state).toBe('ready'));
  await waitFor(() => expect(store.choicesState).toBe('ready'));
  return { store, stop };
}

async function pricesOf(id = 1) {
  const prices = new PricesStore(verifierCountersApi(), id);
  const stop = prices.start();
  await waitFor(() => expect(prices.list.state).toBe('ready'));
  return { prices, stop };
}

describe('VerifierCountersStore', () => {
  it('lists the counters with todayPrice, names verifiers and unit types from GET verifiers and GET unit-types; name, verifier and unit type required; POST then PUT', async () => {
    const { store, stop } = await started();
    expect(backend.last('GET', BASE).headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    expect(backend.all('GET', `${BASE}/verifiers`)).toHaveLength(1);
    expect(backend.all('GET', `${BASE}/unit-types`)).toHaveLength(1);
    const first = store.table.list.rows[0];
    expect(store.verifierName(first.verifier_id)).toBe('Adriver');
    expect(store.unitName(first.unit_type)).toBe('Клик');
    expect(store.table.list.rows.find((r) => r.id === 1)?.todayPrice).toEqual(expect.any(Number));

    store.editor.openCreate();
    await store.editor.save();
    expect(store.editor.form.errors).toEqual({
      name: 'Поле Название обязательно для заполнения!',
      verifier_id: 'Поле Верификатор обязательно для заполнения!',
      unit_type: 'Поле Единица учёта обязательно для заполнения!',
    });
    store.editor.form.set('name', ' Новый счётчик ');
    store.editor.form.set('verifier_id', '3');
    store.editor.form.set('unit_type', 'view');
    expect(await store.editor.save()).toBe(true);
    expect(backend.last('POST', BASE).body).toEqual({ name: 'Новый счётчик', verifier_id: 3, unit_type: 'view', description: '' });
    await waitFor(() => expect(store.table.list.rows.some((r) => r.name === 'Новый счётчик')).toBe(true));

    store.editor.openEdit(first);
    store.editor.form.set('description', 'Другое описание');
    expect(await store.editor.save()).toBe(true);
    expect(backend.last('PUT', `${BASE}/${first.id}`).body).toMatchObject({ description: 'Другое описание', verifier_id: first.verifier_id });

    // A price typed on the prices tab and not saved: closing the modal asks (nothing typed is lost unasked).
    store.editor.openEdit(first);
    await waitFor(() => expect(store.prices?.counterId).toBe(first.id));
    const prices = store.prices;
    if (!prices) throw new Error('the prices of the counter opened');
    const stopPrices = prices.start();
    await waitFor(() => expect(prices.list.state).toBe('ready'));
    expect(store.editor.dirty).toBe(false);
    prices.edit(prices.list.rows[0].day, '9');
    expect(store.editor.dirty).toBe(true);
    const closing = store.editor.requestClose();
    expect((await answerConfirm(false)).message).toBe('Изменения не сохранены. Закрыть окно без сохранения?');
    expect(await closing).toBe(false);
    stopPrices();
    stop();
  });

  it('prices: 50 a page; a single price blank or not a number is sent as 0; a day deleted after asking; a period needs both dates in order and a numeric price', async () => {
    const { prices, stop } = await pricesOf();
    expect(backend.last('GET', PRICES).query).toEqual({ page: '1', per_page: String(PRICE_PAGE_SIZE) });
    expect(prices.list.rows).toHaveLength(50);
    expect(prices.list.total).toBe(120);
    const [row, next] = prices.list.rows;
    prices.edit(row.day, '');
    await prices.save(row);
    expect(backend.last('PUT', `${PRICES}/${row.day}`).body).toEqual({ price: 0 });
    prices.edit(next.day, 'abc');
    await prices.save(next);
    expect(backend.last('PUT', `${PRICES}/${next.day}`).body).toEqual({ price: 0 });
    prices.edit(next.day, '1,25');
    await prices.save(next);
    expect(backend.last('PUT', `${PRICES}/${next.day}`).body).toEqual({ price: 1.25 });

    const removing = prices.remove(row, '28.11.2026');
    expect((await answerConfirm(true)).title).toBe('Удаление цены за 28.11.2026');
    await removing;
    expect(backend.all('DELETE', `${PRICES}/${row.day}`)).toHaveLength(1);
    expect(prices.list.total).toBe(119);

    await prices.addPeriod();
    expect(prices.period.errors).toEqual({ date_from: 'Укажите обе даты периода', date_to: 'Укажите обе даты периода', price: 'Цена должна быть числом' });
    prices.period.set('date_from', '2026-12-10');
    prices.period.set('date_to', '2026-12-01');
    prices.period.set('price', 'x');
    await prices.addPeriod();
    expect(prices.period.errors).toEqual({ date_from: 'Некорректный период', price: 'Цена должна быть числом' });
    expect(backend.all('POST', PRICES)).toHaveLength(0);
    prices.period.set('date_to', '2026-12-12');
    prices.period.set('price', '0,9');
    await prices.addPeriod();
    expect(backend.last('POST', PRICES).body).toEqual({ date_from: '2026-12-10', date_to: '2026-12-12', price: 0.9 });
    expect(prices.period.values).toEqual({ date_from: '', date_to: '', price: '' });
    await waitFor(() => expect(prices.list.total).toBe(122));
    stop();
  });

  it('a counter without prices lists none; a failed price save keeps what was typed', async () => {
    const { prices, stop } = await pricesOf(20);
    expect(prices.list.isEmpty).toBe(true);
    stop();
    const other = await pricesOf(2);
    const [row] = other.prices.list.rows;
    other.prices.edit(row.day, '7');
    backend.fail('PUT', `${BASE}/2/prices/${row.day}`, { success: false, message: 'Период закрыт' });
    await other.prices.save(row);
    expect(notify.toasts.map((t) => t.lines.join())).toContain('Период закрыт');
    expect(other.prices.text(row)).toBe('7');
    other.stop();
  });
});
