// I 2.2 (variant) coefficients in Chromium through the stand-in, the main flow in one page load: add
// (I 5's message first) → saved → toast → the row; the status switch; delete after the confirmation.
// Edge cases (list items, server errors, the modal's delete and reset, #new) are in the screen's jest tests.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

const PAGE = '/inimage/coefficients';

const table = (page: Page) => page.getByRole('table', { name: 'Коэффициенты' });
const rowOf = (page: Page, name: string) => table(page).locator('tbody tr', { has: page.getByRole('button', { name: `Открыть коэффициент «${name}»`, exact: true }) });
const call = (page: Page, method: string, path: RegExp) => page.waitForRequest((r) => r.resourceType() !== 'document' && r.method() === method && path.test(new URL(r.url()).pathname));

test('adds, switches and deletes a coefficient of the page project', async ({ page }) => {
  // Unique per run: the stand-in keeps its data while it runs.
  const name = `Коэффициент e2e ${Date.now()}`;
  const loaded = call(page, 'GET', new RegExp(`^${PAGE}$`));
  await page.goto(`${PAGE}?oid=3`);
  const list = new URL((await loaded).url()).searchParams;
  expect(list.get('oid')).toBe('3');
  expect(list.get('rnd')).toMatch(/^\d+$/);
  await expect(table(page).getByRole('button', { name: 'Открыть коэффициент «Вес домена №26»' })).toBeVisible();

  await page.getByRole('button', { name: 'Добавить', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Новый коэффициент' });
  await expect(modal.getByRole('combobox', { name: 'Проект' })).toHaveValue('3');
  await modal.getByRole('textbox', { name: 'Название', exact: true }).fill(name);
  await modal.getByRole('textbox', { name: 'Порядок применения' }).fill('1');
  await modal.getByRole('textbox', { name: 'Значение' }).fill('абв');
  await modal.getByRole('button', { name: 'Сохранить' }).click();
  await expect(modal.getByText('Обязательное числовое поле')).toBeVisible();
  await modal.getByRole('textbox', { name: 'Значение' }).fill('1,5');
  const created = call(page, 'POST', new RegExp(`^${PAGE}$`));
  await modal.getByRole('button', { name: 'Сохранить' }).click();
  const post = await created;
  expect(post.postDataJSON()).toEqual({ name, organization_id: 3, type: 'simple', apply_order: 1, status: 'active', val: 1.5, items: [] });
  expect((await post.allHeaders())['x-csrf-token']).toBe(await page.locator('meta[name="csrf-token"]').getAttribute('content'));
  await expect(page.locator('.toast', { hasText: 'Успешно сохранено' })).toBeVisible();
  await expect(modal).toHaveCount(0);
  const row = rowOf(page, name);
  await expect(row).toContainText('Простой');

  const status = row.getByRole('switch', { name: `Статус коэффициента «${name}»` });
  await expect(status).toBeChecked();
  const switched = call(page, 'PUT', new RegExp(`^${PAGE}/toggle/\\d+$`));
  await status.click();
  expect((await switched).postDataJSON()).toEqual({ status: 'blocked' });
  await expect(status).not.toBeChecked();
  await expect(row).toContainText('Заблокирован');

  await row.getByRole('button', { name: `Удалить коэффициент «${name}»` }).click();
  const confirm = page.getByRole('dialog', { name: `Удаление коэффициента «${name}»` });
  await expect(confirm).toContainText('Вы уверены?');
  const deleted = call(page, 'DELETE', new RegExp(`^${PAGE}/\\d+$`));
  await confirm.getByRole('button', { name: 'Удалить' }).click();
  await deleted;
  await expect(page.locator('.toast', { hasText: 'Коэффициент удалён' })).toBeVisible();
  await expect(row).toHaveCount(0);
});
