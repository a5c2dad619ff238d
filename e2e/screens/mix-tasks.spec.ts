// A 2 Mix tasks in Chromium through the stand-in, in one flow: the sidebar built from the answer →
// the hash → reload keeps it → Back restores; paging; the add and edit links (headers: the `page`
// fixture; axe: the page gate). Odd answers, a failed load and 'nothing found' are jsdom's.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

const ROUTE = '/preferences/mix-tasks';

const table = (page: Page) => page.getByRole('table', { name: 'Задачи миксования' });
const bodyRows = (page: Page) => table(page).locator('tbody tr');
const statuses = (page: Page) => bodyRows(page).locator('td .badge').allTextContents();

test('filters from the sidebar into the hash, reload keeps them, Back restores; pages; links to create and edit', async ({ page }) => {
  await page.goto(ROUTE);
  // Other tests on the same stand-in may create tasks meanwhile: counts and ids are not pinned.
  await expect(bodyRows(page)).toHaveCount(50);
  await expect(page.getByRole('link', { name: 'Добавить' })).toHaveAttribute('href', `${ROUTE}/create`);
  await expect(bodyRows(page).first().getByRole('link')).toHaveAttribute('href', new RegExp(`^${ROUTE}/\\d+/edit$`));

  await page.getByLabel('Статус').selectOption('archive');
  await page.getByLabel('Название').fill('микс');
  const searched = page.waitForRequest((r) => new URL(r.url()).searchParams.get('filters[status]') === 'archive');
  await page.getByRole('button', { name: 'Найти' }).click();
  const params = new URL((await searched).url()).searchParams;
  expect([...params]).toEqual([['filters[name]', 'микс'], ['filters[status]', 'archive'], ['page', '1'], ['with[]', 'filters'], ['with[]', 'columns']]);
  await expect(page).toHaveURL(/#fl=name%3D%D0%BC%D0%B8%D0%BA%D1%81%26status%3Darchive$/);
  await expect.poll(async () => new Set(await statuses(page))).toEqual(new Set(['В архиве']));

  await page.reload();
  await expect(page.getByLabel('Статус')).toHaveValue('archive');
  await expect(page.getByLabel('Название')).toHaveValue('микс');
  await expect.poll(async () => new Set(await statuses(page))).toEqual(new Set(['В архиве']));

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${ROUTE}$`));
  await expect(page.getByLabel('Статус')).toHaveValue('');
  await expect.poll(async () => new Set(await statuses(page)).size).toBe(3);

  const pager = page.getByRole('navigation', { name: 'Страницы', exact: true });
  await pager.getByRole('button', { name: 'Страница 2' }).click();
  await expect(page).toHaveURL(/#p=2$/);
  await expect(pager.getByRole('button', { name: 'Страница 2' })).toHaveAttribute('aria-current', 'page');
  await expect(bodyRows(page).first().getByRole('link')).toHaveAttribute('href', new RegExp(`^${ROUTE}/\\d+/edit$`));
});
