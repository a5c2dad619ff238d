// A 5 format template form in Chromium through the stand-in, the main flow: create a template of format 2
// (the required messages first, one param), saved → back on the format's list with the toast and the new row.
// Edit, server errors, params rules and load failures are in the screen's jest tests.
import { expect, test } from '../support/test';

const PAGES = '/preferences/formats/settings/templates';

test('creates a format template and goes back to the list', async ({ page }) => {
  const name = `Шаблон e2e ${Date.now()}`;
  await page.goto(`${PAGES}/create/?id=2`);
  await expect(page.getByRole('combobox', { name: 'Формат' })).toHaveValue('2');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Поле Схема выплат обязательно для заполнения!')).toBeVisible();

  await page.getByRole('textbox', { name: 'Название' }).fill(name);
  await page.getByRole('textbox', { name: 'Шаблон' }).fill('<video src="{{video}}"></video>');
  await page.getByRole('combobox', { name: 'Схема выплат' }).selectOption({ label: 'CPM для партнёров — Видео №3' });
  await page.getByRole('tab', { name: /^Параметры/ }).click();
  await page.getByRole('button', { name: 'Добавить параметр' }).click();
  await page.getByRole('textbox', { name: 'Ключ 1' }).fill('video');
  await page.getByRole('combobox', { name: 'Тип 1' }).selectOption({ label: 'Файл' });

  const created = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/hb/format-templates');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  expect((await created).postDataJSON()).toMatchObject({ format_id: 2, name, payout_type_id: 3, params: [{ key: 'video', type: 'file' }] });
  await expect(page).toHaveURL(`${PAGES}/?id=2`);
  await expect(page.locator('.toast', { hasText: 'Успешно сохранено' })).toBeVisible();
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
});
