// S 2 KPI indicators in Chromium through the stand-in, the main flow in one page load: the create
// link → saved → the row; edit; the status switch; delete after the confirmation. The required messages
// and edge cases (server errors, garbage columns, the site prefix) are in the screen's jest tests.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

const PAGE = '/preferences/sales/kpi-indicators';
const API = '/api/sales/kpi-indicators';

const table = (page: Page) => page.getByRole('table', { name: 'KPI-показатели' });
const rowOf = (page: Page, name: string) => table(page).locator('tbody tr', { has: page.getByRole('cell', { name, exact: true }) });
const call = (page: Page, method: string, path: RegExp) => page.waitForRequest((r) => r.method() === method && path.test(new URL(r.url()).pathname));

test('kpi-indicators: adds, edits, switches and deletes a KPI indicator', async ({ page }) => {
  const name = `KPI e2e ${Date.now()}`;
  await page.goto(PAGE);
  await expect(table(page).getByRole('cell', { name: 'Просмотры карточки товара', exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Добавить KPI-показатель' }).click();
  const modal = page.getByRole('dialog', { name: 'Новый KPI-показатель' });
  await modal.getByRole('textbox', { name: 'Название' }).fill(name);
  await modal.getByRole('combobox', { name: 'Тип KPI' }).selectOption({ label: 'Количественный' });
  await modal.getByRole('combobox', { name: 'Тип значения' }).selectOption({ label: 'Другое' });
  const created = call(page, 'POST', new RegExp(`^${API}$`));
  await modal.getByRole('button', { name: 'Сохранить' }).click();
  const post = await created;
  expect(post.postDataJSON()).toMatchObject({ name, kpi_type: 'quantity', value_type: 'other', status: 'active' });
  expect((await post.allHeaders())['x-csrf-token']).toBe(await page.locator('meta[name="csrf-token"]').getAttribute('content'));
  await expect(modal).toHaveCount(0);
  const row = rowOf(page, name);
  await expect(row).toContainText('Количественный');

  await row.getByRole('button', { name: `Изменить KPI-показатель «${name}»` }).click();
  const edit = page.getByRole('dialog', { name: `KPI-показатель «${name}»` });
  await edit.getByRole('combobox', { name: 'Класс расчёта' }).selectOption('PiKpi');
  const updated = call(page, 'PUT', new RegExp(`^${API}/\\d+$`));
  await edit.getByRole('button', { name: 'Сохранить' }).click();
  expect((await updated).postDataJSON()).toMatchObject({ name, class_name: 'PiKpi', status: 'active' });
  await expect(row).toContainText('PiKpi');

  const status = row.getByRole('switch', { name: `Статус KPI-показателя «${name}»` });
  const switched = call(page, 'PUT', new RegExp(`^${API}/\\d+$`));
  await status.click();
  expect((await switched).postDataJSON()).toMatchObject({ status: 'blocked', class_name: 'PiKpi' });
  await expect(status).not.toBeChecked();

  await row.getByRole('button', { name: `Удалить KPI-показатель «${name}»` }).click();
  const confirm = page.getByRole('dialog', { name: `Удаление KPI-показателя «${name}»` });
  const deleted = call(page, 'DELETE', new RegExp(`^${API}/\\d+$`));
  await confirm.getByRole('button', { name: 'Удалить' }).click();
  await deleted;
  await expect(row).toHaveCount(0);
});
