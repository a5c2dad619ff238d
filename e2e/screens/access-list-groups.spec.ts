// S 2 access-list groups in Chromium through the stand-in, the main flow: a list added to a group from the
// white/black lists modal, then removed after the confirmation. Edge cases are in the screen's jest tests.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

const table = (page: Page) => page.getByRole('table', { name: 'Группы списков доступа' });
const rowOf = (page: Page, name: string) => table(page).locator('tbody tr', { has: page.getByRole('cell', { name, exact: true }) });
const call = (page: Page, method: string, path: RegExp) => page.waitForRequest((r) => r.method() === method && path.test(new URL(r.url()).pathname));

test('access-list-groups: adds a black list to a group and removes it', async ({ page }) => {
  await page.goto('/preferences/accesslists/groups');
  const row = rowOf(page, 'Безопасный контент');
  await expect(row).toContainText('Ботнеты');

  await row.getByRole('button', { name: 'Добавить список в группу «Безопасный контент»' }).click();
  const modal = page.getByRole('dialog', { name: 'Добавление списка в группу «Безопасный контент»' });
  await modal.getByRole('radio', { name: 'Чёрные списки' }).check();
  await modal.getByRole('combobox', { name: 'Список' }).selectOption({ label: 'Взрослый контент' });
  const added = call(page, 'PUT', /^\/preferences\/accesslists\/groups\/7\/add\/10$/);
  await modal.getByRole('button', { name: 'Добавить' }).click();
  expect((await added).headers()['x-csrf-token']).toBe(await page.locator('meta[name="csrf-token"]').getAttribute('content'));
  await expect(modal).toHaveCount(0);
  await expect(row).toContainText('Взрослый контент');

  await row.getByRole('button', { name: 'Исключить список «Взрослый контент» из группы «Безопасный контент»' }).click();
  const removed = call(page, 'DELETE', /^\/preferences\/accesslists\/groups\/7\/rm\/10$/);
  await page.getByRole('dialog', { name: 'Исключение списка «Взрослый контент» из группы «Безопасный контент»' }).getByRole('button', { name: 'Исключить' }).click();
  await removed;
  await expect(row).not.toContainText('Взрослый контент');
});
