// I 2.2 image search tasks in Chromium through the stand-in, the main flow: the list (GET with rnd),
// 'Добавить' with 'Из названия' and the default limit → POST → toast → the row, whose name opens the
// task's page. Edge cases (tags, the JSON import and its messages, bad data) are in the jest tests.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

const PAGE = '/inimage/search-tasks';

const call = (page: Page, method: string, path: RegExp) => page.waitForRequest((r) => r.resourceType() !== 'document' && r.method() === method && path.test(new URL(r.url()).pathname));

test('adds a task from its name and opens its page from the list', async ({ page }) => {
  // Unique per run: the stand-in keeps its data while it runs.
  const name = `Задача e2e ${Date.now()}`;
  const loaded = call(page, 'GET', new RegExp(`^${PAGE}$`));
  await page.goto(PAGE);
  expect(new URL((await loaded).url()).searchParams.get('rnd')).toMatch(/^\d+$/);
  const table = page.getByRole('table', { name: 'Задачи поиска изображений' });
  await expect(table.getByRole('link', { name: 'Кофе №24' })).toHaveAttribute('href', `${PAGE}/24`);

  await page.getByRole('button', { name: 'Добавить', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Новая задача поиска' });
  await expect(modal.getByRole('textbox', { name: 'Лимит' })).toHaveValue('500');
  await modal.getByRole('button', { name: 'Сохранить' }).click();
  await expect(modal.getByText('Обязательное поле')).toHaveCount(2);
  await modal.getByRole('textbox', { name: 'Название' }).fill(name);
  await modal.getByRole('button', { name: 'Из названия' }).click();
  await expect(modal.getByRole('textbox', { name: 'Поисковый запрос' })).toHaveValue(name);
  const created = call(page, 'POST', new RegExp(`^${PAGE}$`));
  await modal.getByRole('button', { name: 'Сохранить' }).click();
  const post = await created;
  expect(post.postDataJSON()).toEqual({ name, search_query: name, limit_qty: 500, tag: null, is_tag: false });
  expect((await post.allHeaders())['x-csrf-token']).toBe(await page.locator('meta[name="csrf-token"]').getAttribute('content'));
  await expect(page.locator('.toast', { hasText: 'Успешно сохранено' })).toBeVisible();
  await expect(modal).toHaveCount(0);

  const link = table.getByRole('link', { name });
  await expect(link.locator('xpath=ancestor::tr')).toContainText('Новая');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${PAGE}/\\d+$`));
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('Изображения пока не найдены')).toBeVisible();
});
