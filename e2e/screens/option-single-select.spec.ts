// Single select in Chromium through the stand-in: a new object's option is off and locked; switched on,
// a value chosen and saved as its id; after a reload it is back.
import { expect, test } from '../support/test';

test('switches the target on, chooses a value, saves its id and finds it after a reload', async ({ page }) => {
  // A fresh object per run: the stand-in keeps what was saved while it runs.
  const id = 1000 + (Date.now() % 1_000_000);
  await page.goto(`/options/single-select/?id=${id}`);
  const select = page.getByRole('combobox', { name: 'Значение' });
  await expect(page.getByRole('heading', { name: 'Операционная система' })).toBeVisible();
  await expect(select).toBeDisabled();

  await page.getByRole('switch', { name: 'Статус таргета: Выключен' }).click();
  await select.selectOption({ label: 'Android' });
  const saved = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/options/single-select/');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  expect((await saved).postDataJSON()).toEqual({ status: 1, value: 4 });
  await expect(page.locator('.toast', { hasText: 'Успешно сохранено' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Статус таргета: Включен' })).toBeChecked();
  await expect(select).toHaveValue('4');
});
