// A 2 banner types in Chromium through the stand-in, the main flow in one page load: add (the required
// messages first) → saved → the row, its title a link to the type's fields; edit; delete after the
// confirmation. Edge cases (server errors, #new link, markup) are in the screen's jest tests.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

const PAGE = '/preferences/banners-types';

const table = (page: Page) => page.getByRole('table', { name: 'Типы баннеров' });
const rowOf = (page: Page, name: string) => table(page).locator('tbody tr', { has: page.getByRole('link', { name, exact: true }) });
const call = (page: Page, method: string, path: RegExp) => page.waitForRequest((r) => r.method() === method && path.test(new URL(r.url()).pathname));

test('adds, edits and deletes a banner type; its title links to its fields', async ({ page }) => {
  // Unique per run: the stand-in keeps its data while it runs, and aliases are unique.
  const stamp = Date.now();
  const name = `Тип e2e ${stamp}`;
  await page.goto(PAGE);
  await expect(table(page).getByRole('link', { name: 'Картинка 240×400', exact: true })).toHaveAttribute('href', '/preferences/banners-types/1/fields');

  await page.getByRole('button', { name: 'Добавить тип' }).click();
  const modal = page.getByRole('dialog', { name: 'Новый тип баннера' });
  await modal.getByRole('button', { name: 'Сохранить' }).click();
  await expect(modal.getByText('Поле "Название" обязательно для заполнения!')).toBeVisible();
  await expect(modal.getByText('Поле "Алиас" обязательно для заполнения!')).toBeVisible();
  await modal.getByRole('textbox', { name: 'Название' }).fill(name);
  await modal.getByRole('textbox', { name: 'Алиас' }).fill(`e2e_${stamp}`);
  await modal.getByRole('combobox', { name: 'Шаблон' }).selectOption({ label: 'Видео VAST' });
  await modal.getByRole('checkbox', { name: 'АО «Медиа Плюс»' }).check();
  const created = call(page, 'POST', /^\/preferences\/banners-types$/);
  await modal.getByRole('button', { name: 'Сохранить' }).click();
  const post = await created;
  expect(post.postDataJSON()).toEqual({ name, alias: `e2e_${stamp}`, template_id: 4, oid: [2] });
  expect((await post.allHeaders())['x-csrf-token']).toBe(await page.locator('meta[name="csrf-token"]').getAttribute('content'));
  await expect(modal).toHaveCount(0);
  const row = rowOf(page, name);
  await expect(row).toContainText('Видео VAST');
  await expect(row).toContainText('АО «Медиа Плюс»');
  const id = Number(await row.locator('td').first().innerText());
  await expect(row.getByRole('link', { name })).toHaveAttribute('href', `/preferences/banners-types/${id}/fields`);

  await row.getByRole('button', { name: `Изменить тип «${name}»` }).click();
  const edit = page.getByRole('dialog', { name: `Тип баннера «${name}»` });
  await edit.getByRole('checkbox', { name: 'АО «Медиа Плюс»' }).uncheck();
  const updated = call(page, 'PUT', new RegExp(`^${PAGE}/${id}$`));
  await edit.getByRole('textbox', { name: 'Название' }).press('Enter');
  // The type goes back as it came (its id too), the edits on top (issue 41).
  expect((await updated).postDataJSON()).toEqual({ id, name, alias: `e2e_${stamp}`, template_id: 4, oid: [] });
  await expect(edit).toHaveCount(0);
  await expect(row).not.toContainText('АО «Медиа Плюс»');

  await row.getByRole('button', { name: `Удалить тип «${name}»` }).click();
  const confirm = page.getByRole('dialog', { name: `Удаление типа баннера «${name}»` });
  await expect(confirm).toContainText('Вы уверены?');
  const deleted = call(page, 'DELETE', new RegExp(`^${PAGE}/${id}$`));
  await confirm.getByRole('button', { name: 'Удалить' }).click();
  await deleted;
  await expect(page.locator('.toast', { hasText: 'Тип баннера удалён' })).toBeVisible();
  await expect(row).toHaveCount(0);
});
