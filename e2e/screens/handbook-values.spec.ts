// A 2 handbook values in Chromium through the stand-in, the main flow: in handbook 4 (edited in the modal)
// add a value (sort 0 by default) → the row; edit it; delete it after the confirmation. Then handbook 1
// (isEditPage, isEditOnCreate): a create goes to the new value's page. Edge cases are in jsdom.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

const API = '/api/hb/handbook-values';
const table = (page: Page) => page.getByRole('table', { name: 'Значения справочника' });
const call = (page: Page, method: string, path: RegExp) => page.waitForRequest((r) => r.method() === method && path.test(new URL(r.url()).pathname));

test('adds, edits and deletes a value in the modal; a handbook with its own edit pages goes there after a create', async ({ page }) => {
  const name = `Значение e2e ${Date.now()}`;
  await page.goto('/preferences/handbook-values/4');
  await expect(table(page).getByRole('cell', { name: 'Оплата за клики', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Добавить' }).click();
  const modal = page.getByRole('dialog', { name: 'Новое значение' });
  await modal.getByRole('textbox', { name: 'Название' }).fill(name);
  await modal.getByRole('textbox', { name: 'Значение' }).fill(`e2e_${Date.now()}`);
  await modal.getByRole('combobox', { name: 'Организация' }).selectOption({ label: 'ИП Смирнов А. В.' });
  const created = call(page, 'POST', new RegExp(`^${API}$`));
  await modal.getByRole('button', { name: 'Сохранить' }).click();
  expect((await created).postDataJSON()).toMatchObject({ name, sort: 0, organization_id: 3, handbook_id: 4, params: {} });
  const row = table(page).locator('tbody tr', { has: page.getByRole('cell', { name, exact: true }) });
  await expect(row).toContainText('ИП Смирнов А. В.');

  await row.getByRole('button', { name: `Изменить значение «${name}»` }).click();
  const edit = page.getByRole('dialog', { name: `Значение справочника «${name}»` });
  await edit.getByRole('textbox', { name: 'Сортировка' }).fill('5');
  const updated = call(page, 'PUT', new RegExp(`^${API}/\\d+$`));
  await edit.getByRole('button', { name: 'Сохранить' }).click();
  expect((await updated).postDataJSON()).toMatchObject({ name, sort: 5 });
  await expect(edit).toHaveCount(0);

  await row.getByRole('button', { name: `Удалить значение «${name}»` }).click();
  const deleted = call(page, 'DELETE', new RegExp(`^${API}/\\d+$`));
  await page.getByRole('dialog', { name: `Удаление значения «${name}»` }).getByRole('button', { name: 'Удалить' }).click();
  await deleted;
  await expect(row).toHaveCount(0);

  // The value's page is another screen's (handbook-value-edit): only the navigation to it is this flow's.
  await page.route(/\/preferences\/handbook-values\/1\/\d+$/, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Значение</title>' }));
  await page.goto('/preferences/handbook-values/1');
  await page.getByRole('button', { name: 'Добавить' }).click();
  await page.getByRole('dialog', { name: 'Новое значение' }).getByRole('textbox', { name: 'Название' }).fill(`${name} (страница)`);
  await page.getByRole('dialog', { name: 'Новое значение' }).getByRole('button', { name: 'Сохранить' }).click();
  await page.waitForURL(/\/preferences\/handbook-values\/1\/\d+$/);
});
