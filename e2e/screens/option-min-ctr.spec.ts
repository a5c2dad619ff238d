// The minimum CTR option in Chromium through the stand-in: a new object's option is off and locked; switched
// on, the rate, its minimum (required) and the target typed, saved as numbers; after a reload they are back.
import { expect, test } from '../support/test';

test('switches the target on, types the minimum and the target, saves them and finds them after a reload', async ({ page }) => {
  // A fresh object per run: the stand-in keeps what was saved while it runs.
  const id = 1000 + (Date.now() % 1_000_000);
  await page.goto(`/options/min-ctr/?id=${id}`);
  const min = page.getByRole('textbox', { name: 'Минимум, %' });
  await expect(min).toBeDisabled();

  await page.getByRole('switch', { name: 'Статус таргета: Выключен' }).click();
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Обязательное поле')).toBeVisible();
  await min.fill('0,6');
  await page.getByRole('textbox', { name: 'Целевой ETR, %' }).fill('1.25');
  await page.getByRole('combobox', { name: 'Показатель' }).selectOption('viewed');

  const saved = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/options/min-ctr/');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  expect((await saved).postDataJSON()).toEqual({ status: 1, value: { min_ctr: 0.6, type: 'viewed', target_etr: 1.25 } });
  await expect(page.locator('.toast', { hasText: 'Успешно сохранено' })).toBeVisible();

  await page.reload();
  await expect(min).toHaveValue('0,6');
  await expect(page.getByRole('combobox', { name: 'Показатель' })).toHaveValue('viewed');
});
