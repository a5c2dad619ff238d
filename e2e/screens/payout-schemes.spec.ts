// S 2 payout schemes in Chromium through the stand-in, the main flow in one page load: add (the
// required messages first) → saved → toast → the row; edit; the status switch; delete after the
// confirmation. Edge cases (server errors, locked format, hash link) are in the screen's jest tests.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

const PAGE = '/preferences/sales/payout-types';
const API = '/api/core/payout-types';

const table = (page: Page) => page.getByRole('table', { name: 'Схемы выплат' });
const rowOf = (page: Page, name: string) => table(page).locator('tbody tr', { has: page.getByRole('cell', { name, exact: true }) });
const call = (page: Page, method: string, path: RegExp) => page.waitForRequest((r) => r.method() === method && path.test(new URL(r.url()).pathname));

test('adds, edits, switches and deletes a payout scheme', async ({ page }) => {
  // Unique per run: the stand-in keeps its data while it runs, and names are unique.
  const name = `Схема e2e ${Date.now()}`;
  await page.goto(PAGE);
  await expect(table(page).getByRole('cell', { name: 'Оплата за показы — Нативный №30', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Добавить' }).click();
  const modal = page.getByRole('dialog', { name: 'Новая схема выплат' });
  await modal.getByRole('button', { name: 'Сохранить' }).click();
  await expect(modal.getByText('Поле "Название" обязательно для заполнения!')).toBeVisible();
  await expect(modal.getByText('Поле "Формат" обязательно для заполнения!')).toBeVisible();
  await modal.getByRole('textbox', { name: 'Название' }).fill(name);
  await modal.getByRole('combobox', { name: 'Формат' }).selectOption({ label: 'Видео pre-roll' });
  await modal.getByRole('combobox', { name: 'Событие' }).selectOption({ label: 'Досмотр 100%' });
  const created = call(page, 'POST', new RegExp(`^${API}$`));
  await modal.getByRole('button', { name: 'Сохранить' }).click();
  const post = await created;
  expect(post.postDataJSON()).toMatchObject({ name, format_id: 2, status: 'active' });
  expect((await post.allHeaders())['x-csrf-token']).toBe(await page.locator('meta[name="csrf-token"]').getAttribute('content'));
  await expect(page.locator('.toast', { hasText: 'Успешно сохранено' })).toBeVisible();
  await expect(modal).toHaveCount(0);
  const row = rowOf(page, name);
  await expect(row).toContainText('Досмотр 100%');

  await row.getByRole('button', { name: `Изменить схему «${name}»` }).click();
  const edit = page.getByRole('dialog', { name: `Схема выплат «${name}»` });
  await expect(edit.getByRole('combobox', { name: 'Формат' })).toBeDisabled();
  await edit.getByRole('combobox', { name: 'Событие' }).selectOption({ label: 'Клик' });
  const updated = call(page, 'PUT', new RegExp(`^${API}/\\d+$`));
  await edit.getByRole('button', { name: 'Сохранить' }).click();
  expect((await updated).postDataJSON()).toMatchObject({ name, format_id: 2, status: 'active' });
  await expect(edit).toHaveCount(0);
  await expect(row).toContainText('Клик');

  const status = row.getByRole('switch', { name: `Статус схемы «${name}»` });
  await expect(status).toBeChecked();
  const switched = call(page, 'PUT', new RegExp(`^${API}/\\d+$`));
  await status.click();
  expect((await switched).postDataJSON()).toMatchObject({ status: 'blocked' });
  await expect(status).not.toBeChecked();
  await expect(row).toContainText('Заблокирована');

  await row.getByRole('button', { name: `Удалить схему «${name}»` }).click();
  const confirm = page.getByRole('dialog', { name: `Удаление схемы выплат «${name}»` });
  await expect(confirm).toContainText('Вы уверены?');
  const deleted = call(page, 'DELETE', new RegExp(`^${API}/\\d+$`));
  await confirm.getByRole('button', { name: 'Удалить' }).click();
  await deleted;
  await expect(page.locator('.toast', { hasText: 'Схема выплат удалена' })).toBeVisible();
  await expect(row).toHaveCount(0);
});
