// Label/event rules in Chromium through the stand-in: a new object has none; switched on, an event rule
// asks for its event type, object and id, is named as chosen (the format's events), saved, and is back after a reload.
import { expect, test } from '../support/test';

test('switches the target on, adds an event rule, saves it with its generated name and finds it after a reload', async ({ page }) => {
  // A fresh object per run: the stand-in keeps what was saved while it runs.
  const id = 1000 + (Date.now() % 1_000_000);
  await page.goto(`/options/event-rules/?id=${id}`);
  await expect(page.getByText('Правила еще не заданы')).toBeVisible();
  await page.getByRole('switch', { name: 'Статус таргета: Выключен' }).click();
  await page.getByRole('button', { name: 'Добавить правило' }).click();
  await expect(page.getByText('#1', { exact: true })).toBeVisible();
  await page.getByRole('combobox', { name: 'Правило 1: действие' }).selectOption({ label: 'Запретить' });
  await page.getByRole('combobox', { name: 'Правило 1: тип', exact: true }).selectOption({ label: 'Событие' });
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Обязательное поле')).toHaveCount(3);
  await page.getByRole('combobox', { name: 'Правило 1: тип события' }).selectOption({ label: 'Регистрация' });
  await page.getByRole('combobox', { name: 'Правило 1: объект' }).selectOption({ label: 'Канал' });
  await page.getByRole('textbox', { name: 'Правило 1: ID объекта' }).fill('7');
  await expect(page.getByText('Запретить: Событие «Регистрация», Канал #7')).toBeVisible();

  const saved = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/options/event-rules/');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  expect((await saved).postDataJSON()).toEqual({
    status: 1,
    value: [{ allow: false, type: 'event', label: null, event_type_id: 12, object: 'channel', id: 7, name: 'Запретить: Событие «Регистрация», Канал #7' }],
  });
  await expect(page.locator('.toast', { hasText: 'Успешно сохранено' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Правило 1: ID объекта' })).toHaveValue('7');
  await expect(page.getByRole('combobox', { name: 'Правило 1: тип события' })).toHaveValue('12');
});
