import { TRANSACTION_ERRORS } from '@fixtures/server/routes/user-transaction';
import { TEST_CSRF_TOKEN } from '@fixtures/server/testing/backend';
import { backend } from '@test/setup';
import { userTransactionApi } from './api';
import { UserTransactionStore } from './UserTransactionStore';

const API = '/api/users/transactions';

function started(createdUrl: string | null, userId: number | null = 7) {
  window.history.replaceState(null, '', '/users/transactions/create');
  const store = new UserTransactionStore(userTransactionApi(), { userId, createdUrl });
  const stop = store.start();
  return { store, stop };
}

describe('UserTransactionStore', () => {
  it('S 5: the required fields first; the amounts recompute each other from the rate; POST, then the created-URL', async () => {
    const { store, stop } = started('/users/transactions/?user_id=7');
    expect(store.page.state).toBe('ready');
    expect(store.form.values).toMatchObject({ user_id: '7', vat_rate: '20', amount: '', amount_with_vat: '' });
    expect(store.form.values.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    store.form.set('day', '');
    await store.save();
    expect(store.form.errors).toEqual({
      day: 'Поле "Дата" обязательно для заполнения!',
      operation_type: 'Поле "Тип операции" обязательно для заполнения!',
      amount: 'Поле "Сумма без НДС" обязательно для заполнения!',
      description: 'Поле "Описание" обязательно для заполнения!',
    });
    expect(backend.all('POST', API)).toHaveLength(0);

    store.typeAmount('amount', '1000');
    expect(store.form.values).toMatchObject({ amount_with_vat: '1200.00', vat: '200.00' });
    store.typeAmount('rate', '10');
    expect(store.form.values.amount_with_vat).toBe('1100.00');
    store.typeAmount('withVat', '555,55');
    expect(store.form.values).toMatchObject({ amount: '505.05', amount_with_vat: '555,55', vat: '50.50' });
    store.form.set('day', '2026-11-02');
    store.form.set('operation_type', 'bonus');
    store.form.set('description', '  Бонус за объём  ');
    store.form.set('campaign_id', '126');
    await store.save();
    const sent = backend.last('POST', API);
    expect(sent.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    expect(sent.body).toEqual({
      user_id: 7,
      day: '2026-11-02',
      operation_type: 'bonus',
      amount: 505.05,
      vat_rate: 10,
      amount_with_vat: 555.55,
      description: 'Бонус за объём',
      channel_id: null,
      campaign_id: 126,
    });
    expect(store.form.leavingTo).toBe('/users/transactions/?user_id=7');
    stop();
  });

  it('on the existing backend a bare {success: true} is a save: on to the created-URL, nothing left unsaved (issue 41)', async () => {
    backend.setModes({ strict: true });
    const { store, stop } = started('/users/transactions/?user_id=7');
    store.form.set('operation_type', 'bonus');
    store.form.set('description', 'Бонус');
    store.typeAmount('amount', '100');
    await store.save();
    expect(backend.last('POST', API).status).toBe(200);
    expect(store.form.leavingTo).toBe('/users/transactions/?user_id=7');
    expect(store.form.dirty).toBe(false);
    stop();
  });

  it('a field the server refuses keeps its error and every value; a rate out of range and a bad id are the rules’', async () => {
    const { store, stop } = started(null);
    store.form.set('user_id', '');
    store.form.set('operation_type', 'deposit');
    store.form.set('description', 'Пополнение');
    store.typeAmount('amount', '100');
    store.typeAmount('rate', '150');
    store.form.set('channel_id', '1.5');
    await store.save();
    expect(store.form.errors).toEqual({
      user_id: 'Поле "Пользователь" обязательно для заполнения!',
      vat_rate: 'Ставка НДС должна быть числом от 0 до 100!',
      channel_id: 'Поле "ID канала" должно содержать целое положительное число!',
    });
    expect(backend.all('POST', API)).toHaveLength(0);

    store.form.set('user_id', '7');
    store.typeAmount('rate', '20');
    store.form.set('channel_id', '');
    store.form.set('amount_with_vat', '130'); // typed past the recompute: the server's check refuses it
    await store.save();
    expect(store.form.errors.amount_with_vat).toBe(TRANSACTION_ERRORS.withVat);
    expect(store.form.values).toMatchObject({ amount: '100', amount_with_vat: '130', description: 'Пополнение' });
    expect(store.form.dirty).toBe(true);

    store.typeAmount('amount', '100');
    await store.save();
    // Without a created-URL the page stays: the toast, and an empty form for the next one.
    expect(store.form.leavingTo).toBeNull();
    expect(store.form.values).toMatchObject({ user_id: '7', amount: '', description: '', vat_rate: '20' });
    expect(store.form.dirty).toBe(false);
    expect(backend.db.collection('user-transactions').all().at(-1)).toMatchObject({ user_id: 7, amount: 100, amount_with_vat: 120, operation_type: 'deposit' });
    stop();
  });
});
