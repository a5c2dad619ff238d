// S 2 media plan form in Chromium through the stand-in, the main flow: a new media plan (its required fields,
// the sales house's SK arriving, a manager made owner, the date picked), saved → the answer's redirect to its
// settings page, with the toast and the plan loaded. Booking, documents, the INN info, removals and server
// errors are in the screen's jest tests.
import { expect, test } from '../support/test';

test('creates a media plan and follows the answer to its page', async ({ page }) => {
  const name = `Медиаплан e2e ${Date.now()}`;
  await page.goto('/mediaplans/create');
  await expect(page.getByRole('heading', { name: 'Новый медиаплан' })).toBeVisible();
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Поле "Селлер" обязательно для заполнения!')).toBeVisible();

  await page.getByRole('textbox', { name: 'Название', exact: true }).fill(name);
  await page.getByRole('combobox', { name: 'Категория' }).selectOption({ label: 'Performance' });
  await page.getByRole('textbox', { name: 'Действует до' }).fill('31.12.2027');
  await page.getByRole('textbox', { name: 'Действует до' }).press('Enter');
  await page.getByRole('combobox', { name: 'Селлер', exact: true }).selectOption({ label: 'Селлер «Север»' });
  await page.getByRole('combobox', { name: 'СК селлера' }).selectOption({ label: 'СК Санкт-Петербург' });
  await page.getByRole('combobox', { name: 'Рекламодатель' }).selectOption({ label: 'Техно' });
  await page.getByRole('combobox', { name: 'Агентство' }).selectOption({ label: 'Агентство «Цифра»' });
  await page.getByRole('textbox', { name: 'Суперком, %' }).fill('10');
  await page.getByRole('button', { name: 'Добавить менеджера' }).click();
  await page.getByRole('combobox', { name: 'Должность 1' }).selectOption({ label: 'Аккаунт-менеджер' });
  await page.getByRole('combobox', { name: 'Менеджер 1' }).selectOption({ label: 'Иванова Анна' });
  await page.getByRole('radio', { name: 'Владелец: менеджер 1' }).check();

  const created = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/sales/mediaplans/create');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  expect((await created).postDataJSON()).toMatchObject({
    name,
    category_id: 2,
    expired_at: '2027-12-31',
    sales_house_id: 10,
    sales_house_sk: 'sk-10-2',
    agency_id: 22,
    supercom: 10,
    manager_id: 101,
    managers: [{ position_id: 1, manager_id: 101 }],
    params: { is_unit_cost_discount: 1, is_ord_from_supercom: 0 },
  });
  await expect(page).toHaveURL(/\/mediaplans\/settings\/\?id=\d+$/);
  await expect(page.locator('.toast', { hasText: 'Успешно сохранено' })).toBeVisible();
  await expect(page.getByRole('heading', { name: new RegExp(`^Медиаплан №\\d+: ${name}$`) })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'СК селлера' })).toHaveValue('sk-10-2');
});
