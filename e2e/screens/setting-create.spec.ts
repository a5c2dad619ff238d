// S 2 setting create in Chromium through the stand-in: the base part, the chosen type's extra part, the save,
// then the list with the success toast. The rules and the server's field errors are in jest.
import { expect, test } from '../support/test';

test('setting-create: creates a number setting and returns to the list with the toast', async ({ page }) => {
  const name = `Настройка e2e ${Date.now()}`;
  await page.goto('/preferences/i/settings/create');
  await page.getByRole('textbox', { name: /^Название/ }).fill(name);
  await page.getByRole('combobox', { name: /^Тип настройки/ }).selectOption({ label: 'Число' });
  await expect(page.getByRole('textbox', { name: 'Единица измерения' })).toHaveValue('шт.');
  await page.getByRole('textbox', { name: 'Значение' }).fill('75');
  const created = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/preferences/i/settings/create');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  expect((await created).postDataJSON()).toEqual({ name, setting_type_id: 2, value: '75', unit: 'шт.' });
  await page.waitForURL(/\/preferences\/i\/settings$/);
  await expect(page.locator('.toast', { hasText: 'Успешно сохранено' })).toBeVisible();
  await expect(page.getByRole('link', { name })).toBeVisible();
});
