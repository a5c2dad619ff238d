// Range rules in Chromium through the stand-in: a new object has none; switched on, a rule added with a
// bound typed with a comma, named as typed, saved with its generated name; after a reload it is back.
import { expect, test } from '../support/test';

test('switches the target on, adds a range rule, saves it with its generated name and finds it after a reload', async ({ page }) => {
  // A fresh object per run: the stand-in keeps what was saved while it runs.
  const id = 1000 + (Date.now() % 1_000_000);
  await page.goto(`/options/range-rules/?id=${id}`);
  await expect(page.getByText('Правила еще не заданы')).toBeVisible();
  await page.getByRole('switch', { name: 'Статус таргета: Выключен' }).click();
  await page.getByRole('button', { name: 'Добавить правило' }).click();
  await page.getByRole('combobox', { name: 'Правило 1: показатель' }).selectOption('event');
  await page.getByRole('combobox', { name: 'Правило 1: тип события' }).selectOption({ label: 'Регистрация' });
  await page.getByRole('textbox', { name: 'Правило 1: от' }).fill('0,5');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Обязательное поле')).toBeVisible();
  await page.getByRole('textbox', { name: 'Правило 1: до' }).fill('4');
  await expect(page.getByText('Разрешить: События «Регистрация» от 0,5 до 4')).toBeVisible();

  const saved = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/options/range-rules/');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  expect((await saved).postDataJSON()).toEqual({
    status: 1,
    value: [{ name: 'Разрешить: События «Регистрация» от 0,5 до 4', allow: true, type: 'event', min: 0.5, max: 4, event_type_id: 12 }],
  });
  await expect(page.locator('.toast', { hasText: 'Успешно сохранено' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Правило 1: от' })).toHaveValue('0,5');
  await expect(page.getByRole('combobox', { name: 'Правило 1: тип события' })).toHaveValue('12');
});
