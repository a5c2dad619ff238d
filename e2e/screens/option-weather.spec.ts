// Weather targeting in Chromium through the stand-in: switched on, a weather ticked, a range refused by
// the editor's rule (A 5), fixed, saved; the reload shows it saved. Edge cases: jsdom.
import { expect, test } from '../support/test';

test('refuses a reversed range, saves the fixed one with the chosen weather and finds it after a reload', async ({ page }) => {
  const id = 1000 + (Date.now() % 1_000_000);
  await page.goto(`/options/weather/?id=${id}`);
  await page.getByRole('switch', { name: 'Статус таргета: Выключен' }).click();
  await page.getByRole('checkbox', { name: 'Дождь' }).check();
  const from = page.getByRole('textbox', { name: 'Температура, °C от' });
  await from.fill('30');
  await page.getByRole('textbox', { name: 'Температура, °C до' }).fill('10');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(from).toHaveAccessibleDescription('Поле некорректно заполнено');

  await from.fill('-2,5');
  const saved = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/options/weather/');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  expect((await saved).postDataJSON()).toEqual({
    status: 1,
    value: { weather: [4], temp_min: -2.5, temp_max: 10, humidity_min: null, humidity_max: null, pressure_min: null, pressure_max: null },
  });
  await expect(page.locator('.toast', { hasText: 'Успешно сохранено' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Дождь' })).toBeChecked();
  await expect(from).toHaveValue('-2,5');
});
