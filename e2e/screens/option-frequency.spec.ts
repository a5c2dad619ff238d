// Frequency targeting in Chromium through the stand-in, one page load and a reload: a new object's
// option is off and locked; switched on, a rule typed, a half rule dropped, saved as {status, value};
// after a reload the saved rules and status are back. Errors and locks in detail: jsdom.
import { expect, test } from '../support/test';

test('switches the target on, saves a rule (a half rule is dropped) and finds it after a reload', async ({ page }) => {
  // A fresh object per run: the stand-in keeps what was saved while it runs.
  const id = 1000 + (Date.now() % 1_000_000);
  await page.goto(`/options/frequency/?id=${id}`);
  const count = page.getByRole('textbox', { name: 'Показы: Не более, раз' });
  await expect(page.getByText('Таргет не включен')).toBeVisible();
  await expect(count).toBeDisabled();

  await page.getByRole('switch', { name: 'Статус таргета: Выключен' }).click();
  await count.fill('5');
  await page.getByRole('textbox', { name: 'Показы: За период' }).fill('2');
  await page.getByRole('combobox', { name: 'Показы: Единица периода' }).selectOption('day');
  await page.getByRole('textbox', { name: 'Клики: Не более, раз' }).fill('3');
  await expect(page.getByText('Не будет сохранено!')).toBeVisible();

  const saved = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/options/frequency/');
  await page.getByRole('textbox', { name: 'Показы: За период' }).press('Enter');
  const post = await saved;
  expect(new URL(post.url()).searchParams.get('id')).toBe(String(id));
  expect(post.postDataJSON()).toEqual({ status: 1, value: { displayed: { count: 5, timeout: 172800 } } });
  await expect(page.locator('.toast', { hasText: 'Успешно сохранено' })).toBeVisible();
  await expect(page.getByText('Есть несохранённые изменения')).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Статус таргета: Включен' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Показы: За период' })).toHaveValue('2');
  await expect(page.getByRole('combobox', { name: 'Показы: Единица периода' })).toHaveValue('day');
  await expect(page.getByRole('textbox', { name: 'Клики: Не более, раз' })).toHaveValue('');
});
