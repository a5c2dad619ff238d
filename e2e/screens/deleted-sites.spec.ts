// I 2.7 in Chromium through the stand-in, in one flow: sidebar filters → hash → reload keeps them →
// Back restores; paging, all rows, links (the ajax and CSRF headers: the `page` fixture; axe: the page gate). Edge cases (nothing found, a failed search) are jsdom's (DeletedSitesScreen.test.tsx).
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

const PAGE = '/preferences/deleted/sites';
const SEARCH = `${PAGE}/search`;

const table = (page: Page) => page.getByRole('table', { name: 'Удалённые сайты' });
const bodyRows = (page: Page) => table(page).locator('tbody tr');
/** The partner id column's texts on the page (3rd column). */
const partnerIds = (page: Page) => bodyRows(page).locator('td:nth-child(3)').allTextContents();

async function openList(page: Page, url = PAGE) {
  await page.goto(url);
  await expect(table(page)).toBeVisible();
  await expect(bodyRows(page).first()).toBeVisible();
  await expect(page.getByText('Ожидаю данные...')).toHaveCount(0);
}

test('filters from the sidebar into the hash, sorts; reload keeps them; Back restores; pages and shows all rows with their links', async ({ page }) => {
  await openList(page);
  await expect(bodyRows(page)).toHaveCount(50);

  await page.getByLabel('Поиск').fill('media');
  await page.getByLabel('ID партнёра').fill('100, 107');
  const searched = page.waitForRequest((r) => r.url().includes(SEARCH) && new URL(r.url()).searchParams.get('search') === 'media');
  await page.getByRole('button', { name: 'Найти' }).click();
  // The partner ids as a list PHP reads (partner_id[]=…).
  expect(decodeURIComponent(new URL((await searched).url()).search)).toBe('?search=media&partner_id[]=100&partner_id[]=107&page=1&per_page=50&field=site_id&order=desc');
  await expect(page).toHaveURL(/#q=media&pid=100%2C107$/);
  await expect.poll(async () => new Set(await partnerIds(page))).toEqual(new Set(['100', '107']));

  // Sorting is one more Back step.
  await table(page).getByRole('button', { name: /URL сайта/ }).click();
  await expect(page).toHaveURL(/#q=media&pid=100%2C107&f=url&o=asc$/);
  await expect(table(page).locator('th[aria-sort="ascending"]')).toContainText('URL сайта');

  await page.reload();
  await expect(page.getByLabel('Поиск')).toHaveValue('media');
  await expect(page.getByLabel('ID партнёра')).toHaveValue('100,107');
  await expect(table(page).locator('th[aria-sort="ascending"]')).toContainText('URL сайта');
  await expect.poll(async () => new Set(await partnerIds(page))).toEqual(new Set(['100', '107']));

  await page.goBack();
  await expect(page).toHaveURL(/#q=media&pid=100%2C107$/);
  await expect(table(page).locator('th[aria-sort="descending"]')).toContainText('ID сайта');
  await expect(page.getByLabel('ID партнёра')).toHaveValue('100,107');

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  await expect(page.getByLabel('Поиск')).toHaveValue('');
  await expect(page.getByLabel('ID партнёра')).toHaveValue('');
  await expect.poll(async () => new Set(await partnerIds(page)).size).toBeGreaterThan(2);

  const pager = page.getByRole('navigation', { name: 'Страницы', exact: true });
  await pager.getByRole('button', { name: 'Страница 2' }).click();
  await expect(page).toHaveURL(/#p=2$/);
  await expect(pager.getByRole('button', { name: 'Страница 2' })).toHaveAttribute('aria-current', 'page');
  await pager.getByLabel('На странице').selectOption('all');
  await expect(page).toHaveURL(/#pp=all$/);
  await expect.poll(() => bodyRows(page).count()).toBeGreaterThan(100);

  const first = bodyRows(page).first();
  await expect(first.locator('td:nth-child(4) a')).toHaveAttribute('href', /^mailto:/);
  await expect(first.locator('td:nth-child(5) .badge')).toBeVisible();
  // A javascript: URL from the server stays text.
  await expect(table(page).locator('a[href^="javascript:"]')).toHaveCount(0);
  await expect(table(page).getByText('javascript:alert("xss")')).toBeVisible();
});
