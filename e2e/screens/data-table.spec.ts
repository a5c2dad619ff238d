// S 2 generic data table in Chromium through the stand-in, the main flow in one page load: the columns of
// {page}/columns/, the next page, then tags chosen by name (the page's `tags`) → both calls with PHP lists of
// their ids and the hash, back on page 1.
// The figures' Russian format in Chromium. The id filter, the period, the totals' rows and the compile time are jsdom's (DataTableScreen.test.tsx, DataTableStore.test.ts).
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

const PAGE = '/statistics/tables/channels';

const table = (page: Page) => page.getByRole('table', { name: 'Таблица данных' });
const call = (page: Page, path: string) => page.waitForRequest((r) => r.method() === 'GET' && new URL(r.url()).pathname === path);

test('shows the columns, goes to the next page and filters by tags', async ({ page }) => {
  await page.goto(PAGE);
  await expect(table(page).getByRole('columnheader', { name: /^CTR, %/ })).toBeVisible();
  await expect(table(page).locator('tbody tr[data-row]')).toHaveCount(50);
  // Chromium's ICU writes ru-RU as jsdom does (issue 26): the totals' shows grouped with U+00A0, CTR with a comma; ids ungrouped.
  const totals = await table(page).locator('tfoot tr td').allTextContents();
  expect(totals[3]).toMatch(/^\d{1,3}(\u00a0\d{3})+$/);
  expect(totals[5]).toMatch(/^\d+,\d+$/);
  expect(await table(page).locator('tbody tr[data-row]').first().locator('td').first().textContent()).toBe('60');

  await page.getByRole('navigation', { name: 'Страницы', exact: true }).getByRole('button', { name: 'Страница 2' }).click();
  await expect(table(page).locator('tbody tr[data-row]')).toHaveCount(10);
  await expect(page).toHaveURL(/#p=2$/);

  // Searched by name, sent by id.
  const tags = page.getByRole('combobox', { name: 'Теги', exact: true });
  await tags.click();
  await tags.fill('Спо');
  await page.getByRole('option', { name: 'Спорт' }).click();
  await tags.fill('рынки');
  await page.getByRole('option', { name: 'Финансы & «рынки»' }).click();
  await page.getByLabel('Совпадение тегов').selectOption({ label: 'Все теги' });
  const data = call(page, `${PAGE}/data/`);
  const columns = call(page, `${PAGE}/columns/`);
  await page.getByRole('button', { name: 'Найти' }).click();
  expect(new URL((await data).url()).search).toBe('?tags%5B%5D=2&tags%5B%5D=5&tags_mode=and&page=1&per_page=50&field=id&order=desc');
  expect(new URL((await columns).url()).search).toBe('?tags%5B%5D=2&tags%5B%5D=5&tags_mode=and');
  await expect(page).toHaveURL(/#t=2%2C5&tmt=and$/);
  await expect(table(page).locator('tbody tr[data-row]').first()).toBeVisible();
});
