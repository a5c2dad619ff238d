// I 2.6 tag categories in Chromium through the stand-in, the main flow in one page load: the tree walked
// with the keyboard, a category selected (its tags listed), a child added under it (POST with its parent),
// then deleted with the confirmation (DELETE with the ids). Edge cases are in the screen's jest tests.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

const PAGE = '/preferences/inimage/categories';
const tree = (page: Page) => page.getByRole('tree', { name: 'Категории тегов' });
const item = (page: Page, name: string) => tree(page).getByRole('treeitem', { name, exact: true });
const call = (page: Page, method: string, path: string) => page.waitForRequest((r) => r.method() === method && new URL(r.url()).pathname === path);

test('walks the tree by keyboard, selects, adds a child and deletes it', async ({ page }) => {
  const name = `Подкатегория e2e ${Date.now()}`;
  await page.goto(PAGE);
  await expect(item(page, 'Еда и напитки')).toBeVisible();

  await page.getByRole('button', { name: 'Добавить категорию' }).focus();
  await page.keyboard.press('Tab'); // the tree's one tab stop: its first node
  await expect(item(page, 'Транспорт')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  const sport = item(page, 'Спорт');
  await expect(sport).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Space');
  await expect(sport).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('region', { name: 'Категории тегов' })).toBeVisible();
  await expect(page.locator('section', { has: page.getByRole('heading', { name: 'Теги выбранных категорий' }) })).toContainText('Спорт');

  await sport.getByRole('button', { name: 'Добавить подкатегорию в «Спорт»' }).first().click();
  const modal = page.getByRole('dialog', { name: 'Новая подкатегория в «Спорт»' });
  await modal.getByRole('textbox', { name: 'Название' }).fill(name);
  const created = call(page, 'POST', PAGE);
  await modal.getByRole('textbox', { name: 'Название' }).press('Enter');
  expect((await created).postDataJSON()).toMatchObject({ name, tags: [] });
  await expect(modal).toHaveCount(0);
  const child = item(page, name);
  await expect(child).toHaveAttribute('aria-level', '2');

  await child.getByRole('button', { name: `Удалить категорию «${name}»` }).click();
  const confirm = page.getByRole('dialog', { name: `Удаление категории «${name}»` });
  await expect(confirm).toContainText('Вы уверены?');
  const deleted = call(page, 'DELETE', PAGE);
  await confirm.getByRole('button', { name: 'Удалить' }).click();
  expect(new URL((await deleted).url()).searchParams.getAll('ids[]')).toHaveLength(1);
  await expect(child).toHaveCount(0);
  await expect(page.locator('.toast', { hasText: 'Категории удалены' })).toBeVisible();
});
