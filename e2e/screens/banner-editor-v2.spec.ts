// A 2 Banners (second kind) in Chromium through the stand-in, the main flow in one go: create → the
// ORD marking switched off (nothing of it checked, sent as null) → a macro key refused on its tab →
// fixed → saved → the answer's redirect to the v2 edit page with the toast. Edge cases (locked
// fields, nested server errors, banners without marking, 409) are in the jest tests.
import { expect, test } from '../support/test';

test('creates a second-kind banner without ORD marking: a macro key error shown and fixed, saved, the redirect followed', async ({ page }) => {
  const name = `Баннер v2 e2e ${Date.now()}`;
  await page.goto('/banners/v2/create');
  await expect(page.getByRole('combobox', { name: 'Тип' }).getByRole('option', { name: 'Текстовый блок' })).toBeAttached();
  await page.getByRole('textbox', { name: 'Название' }).fill(name);
  await page.getByRole('combobox', { name: 'Тип' }).selectOption({ label: 'Текстовый блок' });
  await page.getByRole('combobox', { name: 'Рекламная система' }).selectOption({ label: 'Собственная сеть' });

  await page.getByRole('tab', { name: 'Макросы' }).click();
  await page.getByRole('button', { name: 'Добавить макрос' }).click();
  await page.getByRole('textbox', { name: 'Ключ 1' }).fill('город');
  await page.getByRole('textbox', { name: 'Значение 1' }).fill('{city}');
  await page.getByRole('tab', { name: 'ОРД' }).click();
  await page.getByRole('textbox', { name: 'Текст маркировки' }).fill('Реклама');
  await page.getByRole('checkbox', { name: 'Добавлять маркировку ОРД' }).uncheck();
  await expect(page.getByText('Маркировка ОРД не добавляется к баннеру.')).toBeVisible();
  await page.getByRole('button', { name: 'Сохранить' }).click();

  await expect(page.getByRole('alert').filter({ hasText: 'Обнаружены ошибки на вкладках: Макросы' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Макросы (есть ошибки)' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Некорректные ключи (допустимые символы "a-zA-Z0-9_"): город')).toBeVisible();
  await page.getByRole('textbox', { name: 'Ключ 1' }).fill('city');

  const posted = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/v2/banners');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  expect((await posted).postDataJSON()).toMatchObject({ name, type_id: 3, adv_engine_id: 1, settings: { srcScopes: [{ key: 'city', val: '{city}' }], ord: null } });

  await page.waitForURL(/\/banners\/v2\/edit\/\d+$/);
  await expect(page.locator('.toast', { hasText: 'Успешно сохранено' })).toContainText('Сохранено');
  await expect(page.getByRole('heading', { name: new RegExp(`^Баннер №\\d+: ${name}$`) })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Тип' })).toBeDisabled();
});
