// The CTR option in Chromium through the stand-in: a new object's option is off and locked; switched on,
// the rate and its bounds typed (a comma read as a dot, an arrow key stepping 0.01), saved as numbers;
// after a reload they are back.
import { expect, test } from '../support/test';

test('switches the target on, types CTR bounds, saves them as numbers and finds them after a reload', async ({ page }) => {
  // A fresh object per run: the stand-in keeps what was saved while it runs.
  const id = 1000 + (Date.now() % 1_000_000);
  await page.goto(`/options/ctr/?id=${id}`);
  const min = page.getByRole('textbox', { name: 'Не менее, %' });
  await expect(page.getByText('Таргет не включен')).toBeVisible();
  await expect(min).toBeDisabled();

  await page.getByRole('switch', { name: 'Статус таргета: Выключен' }).click();
  await page.getByRole('combobox', { name: 'Показатель' }).selectOption('vtr');
  await min.fill('1,5');
  await min.press('ArrowUp');
  await expect(min).toHaveValue('1,51');
  await page.getByRole('textbox', { name: 'Не более, %' }).fill('20');
  await page.getByRole('textbox', { name: 'Вероятность пропуска, %' }).fill('5');

  const saved = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/options/ctr/');
  await min.press('Enter');
  expect((await saved).postDataJSON()).toEqual({ status: 1, value: { min: 1.51, max: 20, ptype: 'vtr', skip_prob: 5, skip_mode: 'random' } });
  await expect(page.locator('.toast', { hasText: 'Успешно сохранено' })).toBeVisible();

  await page.reload();
  await expect(min).toHaveValue('1,51');
  await expect(page.getByRole('combobox', { name: 'Показатель' })).toHaveValue('vtr');
});
