// A 2 handbooks in Chromium through the stand-in, the main flow in one page load: add (alias left empty:
// the name is sent) → saved → the row with its link to the values page; edit; delete after the
// confirmation. Edge cases (server errors, malformed rows, urlPath) are in the screen's jest tests.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

const PAGE = '/preferences/handbooks';
const API = '/api/hb/handbooks';

const table = (page: Page) => page.getByRole('table', { name: 'Справочники' });
const rowOf = (page: Page, name: string) => table(page).locator('tbody tr', { has: page.getByRole('link', { name, exact: true }) });
const call = (page: Page, method: string, path: RegExp) => page.waitForRequest((r) => r.method() === method && path.test(new URL(r.url()).pathname));

test('adds, edits and deletes a handbook; its name links to its values', async ({ page }) => {
  const name = `Справочник e2e ${Date.now()}`;
  await page.goto(PAGE);
  await expect(table(page).getByRole('link', { name: 'Типы устройств', exact: true })).toHaveAttribute('href', '/preferences/handbook-values/2');

  await page.getByRole('button', { name: 'Добавить' }).click();
  const modal = page.getByRole('dialog', { name: 'Новый справочник' });
  await modal.getByRole('textbox', { name: 'Название' }).fill(name);
  await modal.getByRole('checkbox', { name: 'ООО «Медиа-Сеть»' }).check();
  const created = call(page, 'POST', new RegExp(`^${API}$`));
  await modal.getByRole('button', { name: 'Сохранить' }).click();
  expect((await created).postDataJSON()).toMatchObject({ name, alias: name, oid: [1] });
  await expect(modal).toHaveCount(0);
  const row = rowOf(page, name);
  await expect(row).toContainText('ООО «Медиа-Сеть»');
  await expect(row.getByRole('link', { name })).toHaveAttribute('href', /^\/preferences\/handbook-values\/\d+$/);

  await row.getByRole('button', { name: `Изменить справочник «${name}»` }).click();
  const edit = page.getByRole('dialog', { name: `Справочник «${name}»` });
  await edit.getByRole('checkbox', { name: 'Публичный' }).check();
  const updated = call(page, 'PUT', new RegExp(`^${API}/\\d+$`));
  await edit.getByRole('button', { name: 'Сохранить' }).click();
  expect((await updated).postDataJSON()).toMatchObject({ name, is_public: true });
  await expect(edit).toHaveCount(0);

  await row.getByRole('button', { name: `Удалить справочник «${name}»` }).click();
  const confirm = page.getByRole('dialog', { name: `Удаление справочника «${name}»` });
  const deleted = call(page, 'DELETE', new RegExp(`^${API}/\\d+$`));
  await confirm.getByRole('button', { name: 'Удалить' }).click();
  await deleted;
  await expect(page.locator('.toast', { hasText: 'Справочник удалён' })).toBeVisible();
  await expect(row).toHaveCount(0);
});
