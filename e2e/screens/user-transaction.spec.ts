// S 2 manual user transaction form in Chromium through the stand-in, the main flow: the required messages,
// the user chosen by login, the amounts recomputed both ways from the VAT rate, the POST, then the created-URL with the toast.
// Refused saves, the typed operation type and the rules' edges are in the screen's jest tests.
import { expect, test } from '../support/test';

test('creates a manual transaction and goes to the created-URL', async ({ page }) => {
  await page.goto('/users/transactions/create');
  await page.getByRole('button', { name: 'Создать транзакцию' }).click();
  await expect(page.getByText('Поле "Описание" обязательно для заполнения!')).toBeVisible();

  // The page's user (printed by the page: its login) is changed by login: S 7's users search as it is typed.
  await expect(page.getByText('petrov', { exact: true })).toBeVisible();
  await page.getByRole('combobox', { name: 'Пользователь' }).fill('sidor');
  await page.getByRole('option', { name: 'sidorov', exact: true }).click();
  await page.getByRole('combobox', { name: 'Тип операции' }).selectOption({ label: 'Пополнение баланса' });
  await page.getByRole('textbox', { name: 'Сумма без НДС' }).fill('1000');
  await expect(page.getByRole('textbox', { name: 'Сумма с НДС' })).toHaveValue('1\u00a0200,00');
  await page.getByRole('textbox', { name: 'Ставка НДС, %' }).fill('10');
  await expect(page.getByRole('textbox', { name: 'Сумма с НДС' })).toHaveValue('1\u00a0100,00');
  await page.getByRole('textbox', { name: 'Сумма с НДС' }).fill('2200');
  await expect(page.getByRole('textbox', { name: 'Сумма без НДС' })).toHaveValue('2\u00a0000,00');
  await page.getByRole('textbox', { name: 'Описание' }).fill('Пополнение по счёту e2e');

  const created = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/users/transactions');
  await page.getByRole('button', { name: 'Создать транзакцию' }).click();
  expect((await created).postDataJSON()).toMatchObject({ user_id: 202, operation_type: 'deposit', amount: 2000, vat_rate: 10, amount_with_vat: 2200, description: 'Пополнение по счёту e2e' });
  await expect(page).toHaveURL('/users/transactions/create?user_id=201');
  await expect(page.locator('.toast', { hasText: 'Успешно сохранено' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Описание' })).toHaveValue('');
});
