// Schedule targeting in Chromium through the stand-in: the hours grid by keyboard (Tab reaches one cell,
// arrows move, Space ticks), a day of the month, the timezone; saved and found again after a reload.
import { expect, test } from '../support/test';

test('ticks hours with the keyboard, a day and a timezone, saves and finds them after a reload', async ({ page }) => {
  const id = 1000 + (Date.now() % 1_000_000);
  await page.goto(`/options/schedule/?id=${id}`);
  await page.getByRole('switch', { name: 'Статус таргета: Выключен' }).click();
  await page.getByRole('combobox', { name: 'Часовой пояс' }).selectOption('Asia/Omsk');
  await page.getByRole('checkbox', { name: '10 число' }).press('Space'); // a toggle button: its checkbox, by keyboard

  await page.getByRole('checkbox', { name: 'Понедельник, 00:00–01:00' }).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: 'Вторник, 02:00–03:00' })).toBeFocused();

  const saved = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/options/schedule/');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  expect((await saved).postDataJSON()).toEqual({
    status: 1,
    value: { days: [10], hours: { 1: [], 2: [1, 2], 3: [], 4: [], 5: [], 6: [], 7: [] }, timezone: 'Asia/Omsk' },
  });
  await expect(page.locator('.toast', { hasText: 'Успешно сохранено' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Вторник, 01:00–02:00' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: '10 число' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Часовой пояс' })).toHaveValue('Asia/Omsk');
});
