import { screen, waitFor } from '@testing-library/react';
import { pageNavigation } from '@core/navigate';
import { backend } from '@test/setup';
import { renderScreen } from '@test/render';
import { UserTransactionScreen } from './UserTransactionScreen';

const PAGE = '/users/transactions/create';
const box = (name: string) => screen.getByRole('textbox', { name });
const TYPES = [
  { id: 'deposit', name: 'Пополнение баланса' },
  { id: 'bonus', name: 'Бонус' },
];

describe('UserTransactionScreen', () => {
  it('typed either way, the other amount follows; the required messages; saved, then the created-URL', async () => {
    const assign = jest.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
    const { user } = renderScreen(<UserTransactionScreen createdUrl="/users/transactions/?user_id=7" operationTypes={TYPES} />, { at: `${PAGE}?user_id=7`, entry: 'user-transaction' });
    expect(screen.getByRole('heading', { name: 'Новая транзакция' })).toBeVisible();
    // The page's user is known by its number only and there is no user 7: said as such, not as a bare id.
    expect(await screen.findByText('Пользователь №7')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'ID пользователя' })).toBeNull();
    expect(box('Ставка НДС, %')).toHaveValue('20');

    await user.click(screen.getByRole('button', { name: 'Создать транзакцию' }));
    expect(await screen.findByText('Поле "Тип операции" обязательно для заполнения!')).toBeVisible();
    expect(screen.getByText('Поле "Сумма без НДС" обязательно для заполнения!')).toBeVisible();
    expect(screen.getByText('Поле "Описание" обязательно для заполнения!')).toBeVisible();

    await user.type(box('Сумма без НДС'), '1234,5');
    expect(box('Сумма с НДС')).toHaveValue('1\u00a0481,40');
    expect(box('Сумма НДС')).toHaveValue('246,90');
    await user.clear(box('Сумма с НДС'));
    await user.type(box('Сумма с НДС'), '600');
    expect(box('Сумма без НДС')).toHaveValue('500,00');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Тип операции' }), 'Бонус');
    await user.click(box('Описание'));
    await user.paste('Бонус за объём «Техно»');
    expect(screen.getByText('Есть несохранённые изменения')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Создать транзакцию' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/users/transactions/?user_id=7'));
    expect(backend.last('POST', '/api/users/transactions').body).toMatchObject({
      user_id: 7,
      operation_type: 'bonus',
      amount: 500,
      vat_rate: 20,
      amount_with_vat: 600,
      description: 'Бонус за объём «Техно»',
    });
  });

  it('without operation types the type is typed; a refused save shows the message under its field', async () => {
    backend.fail('POST', '/api/users/transactions', { success: false, message: 'Проверьте введённые данные', errors: { operation_type: ['Неизвестный тип операции'] } });
    const { user } = renderScreen(<UserTransactionScreen user={{ user_id: 202, login: 'sidorov' }} />, { at: PAGE, entry: 'user-transaction' });
    expect(screen.getByText('sidorov')).toBeVisible();
    await user.click(box('Тип операции'));
    await user.paste('refund');
    await user.type(box('Сумма без НДС'), '10');
    await user.click(box('Описание'));
    await user.paste('Возврат');
    await user.click(screen.getByRole('button', { name: 'Создать транзакцию' }));
    expect(await screen.findByText('Неизвестный тип операции')).toBeVisible();
    expect(box('Тип операции')).toHaveValue('refund');
    expect(box('Сумма с НДС')).toHaveValue('12,00');
  });

  it('the user is found by login as it is typed (S 7 GET /users/search) and sent by id', async () => {
    const { user } = renderScreen(<UserTransactionScreen operationTypes={TYPES} />, { at: PAGE, entry: 'user-transaction' });
    await user.type(screen.getByRole('combobox', { name: 'Пользователь' }), 'petrov3');
    // Past the first page of the unfiltered answer: found only by the typed name.
    await user.click(await screen.findByRole('option', { name: 'petrov3' }));
    expect(backend.last('GET', '/users/search').query).toEqual({ name: 'petrov3', page: '1' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Тип операции' }), 'Бонус');
    await user.type(box('Сумма без НДС'), '10');
    await user.click(box('Описание'));
    await user.paste('Бонус');
    await user.click(screen.getByRole('button', { name: 'Создать транзакцию' }));
    await waitFor(() => expect(backend.last('POST', '/api/users/transactions').body).toMatchObject({ user_id: 231, operation_type: 'bonus' }));
  });

  it('the page’s user shows by login: as the page printed it, else asked by id (A 7 GET /users/?is_row=1)', async () => {
    const { unmount } = renderScreen(<UserTransactionScreen user={{ user_id: 201, login: 'petrov' }} operationTypes={TYPES} />, { at: PAGE, entry: 'user-transaction' });
    expect(screen.getByText('petrov')).toBeVisible();
    expect(screen.queryByText('Пользователь №201')).toBeNull();
    expect(backend.all('GET', '/users/')).toHaveLength(0);
    unmount();

    renderScreen(<UserTransactionScreen userId={101} operationTypes={TYPES} />, { at: PAGE, entry: 'user-transaction' });
    expect(await screen.findByText('ivanova')).toBeVisible();
    expect(backend.last('GET', '/users/').query).toEqual({ is_row: '1', user_id: '101' });
  });

  it('no user, no transaction: the field says it is required and nothing is sent', async () => {
    const { user } = renderScreen(<UserTransactionScreen operationTypes={TYPES} />, { at: PAGE, entry: 'user-transaction' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Тип операции' }), 'Бонус');
    await user.type(box('Сумма без НДС'), '10');
    await user.click(box('Описание'));
    await user.paste('Бонус');
    await user.click(screen.getByRole('button', { name: 'Создать транзакцию' }));
    expect(await screen.findByText('Поле "Пользователь" обязательно для заполнения!')).toBeVisible();
    expect(backend.all('POST', '/api/users/transactions')).toHaveLength(0);
  });
});
