// Device type targeting in Chromium through the stand-in: a new object's option is off and locked; switched
// on, device types from the option type's dictionary ticked and saved as ids; after a reload they are back.
import { expect, test } from '../support/test';

test('switches the target on, ticks device types from the dictionary and finds them after a reload', async ({ page }) => {
  // A fresh object per run: the stand-in keeps what was saved while it runs.
  const id = 1000 + (Date.now() % 1_000_000);
  await page.goto(`/options/device-type/?id=${id}`);
  const tablet = page.getByRole('checkbox', { name: 'Планшет' });
  await expect(page.getByText('Таргет не включен')).toBeVisible();
  await expect(tablet).toBeDisabled();

  await page.getByRole('switch', { name: 'Статус таргета: Выключен' }).click();
  await tablet.check();
  await page.getByRole('checkbox', { name: 'Смартфон' }).check();

  const saved = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/options/device-type/');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  expect((await saved).postDataJSON()).toEqual({ status: 1, value: [3, 2] });
  await expect(page.locator('.toast', { hasText: 'Успешно сохранено' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Статус таргета: Включен' })).toBeChecked();
  await expect(tablet).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Компьютер' })).not.toBeChecked();
});
