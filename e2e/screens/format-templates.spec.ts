// A 2 Other format templates in Chromium through the stand-in, the main flow in one page load: the list of
// format 2, Block → the answered status (dot and button), Unblock back, delete after the confirmation.
// Links, empty list, missing format, urlPath and failures are in the screen's jest tests.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

const PAGE = '/preferences/formats/settings/templates/?id=2';
const API = '/hb/format-templates';

const table = (page: Page) => page.getByRole('table', { name: 'Шаблоны формата' });
const rowOf = (page: Page, name: string) => table(page).locator('tbody tr', { has: page.getByRole('cell', { name, exact: true }) });
const call = (page: Page, method: string, path: RegExp) => page.waitForRequest((r) => r.method() === method && path.test(new URL(r.url()).pathname));

test('blocks, unblocks and deletes a format template', async ({ page }) => {
  await page.goto(PAGE);
  const row = rowOf(page, 'Pre-roll с пропуском №14');
  await expect(row).toContainText('Активен');
  await expect(row).toContainText('Форматы продаж не заданы');
  await expect(page.getByRole('link', { name: 'Создать шаблон' })).toHaveAttribute('href', '/preferences/formats/settings/templates/create/?id=2');

  const turned = call(page, 'POST', new RegExp(`^${API}/14/turn$`));
  await row.getByRole('button', { name: 'Заблокировать шаблон «Pre-roll с пропуском №14»' }).click();
  await turned;
  await expect(page.locator('.toast', { hasText: 'Шаблон заблокирован' })).toBeVisible();
  await expect(row).toContainText('Заблокирован');
  await row.getByRole('button', { name: 'Разблокировать шаблон «Pre-roll с пропуском №14»' }).click();
  await expect(row.getByRole('button', { name: 'Заблокировать шаблон «Pre-roll с пропуском №14»' })).toBeEnabled();
  await expect(row).toContainText('Активен');

  const last = rowOf(page, 'Mid-roll №15');
  await last.getByRole('button', { name: 'Удалить шаблон «Mid-roll №15»' }).click();
  const confirm = page.getByRole('dialog', { name: 'Удаление шаблона «Mid-roll №15»' });
  await expect(confirm).toContainText('Вы уверены?');
  const deleted = call(page, 'DELETE', new RegExp(`^${API}/15$`));
  await confirm.getByRole('button', { name: 'Удалить' }).click();
  await deleted;
  await expect(page.locator('.toast', { hasText: 'Шаблон удалён' })).toBeVisible();
  await expect(last).toHaveCount(0);
});
