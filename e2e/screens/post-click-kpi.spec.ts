// S 2 post-click KPI report in Chromium through the stand-in, the main flow in one page load: sidebar
// filters → the call and the hash; a sort; one campaign's daily clicks; the comments side panel (a
// comment added with Enter, its count on the row). The column settings and their page-settings call are
// jsdom's (PostClickKpiScreen.test.tsx), as are the edge cases.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

const PAGE = '/statistics/post-click-kpi';
const REPORT = '/api/stat/campaigns/post-click-kpi';
const SBER = 'Сбер: осенняя распродажа №126';

const table = (page: Page) => page.getByRole('table', { name: 'Пост-клик KPI' });
const call = (page: Page, method: string, path: string) => page.waitForRequest((r) => r.method() === method && new URL(r.url()).pathname === path);

test('filters, sorts, opens a campaign’s days, adds a comment and sees it counted', async ({ page }) => {
  await page.goto(PAGE);
  await expect(table(page).getByText(SBER)).toBeVisible();
  // The whole box is on the first screen (1366×768 in the issue, this suite's 1280×720 too), its horizontal scrollbar too, and its right edge says more columns lie there (issue 44).
  const region = page.getByRole('region', { name: 'Пост-клик KPI' });
  expect(await region.evaluate((el) => Math.round(el.getBoundingClientRect().bottom) <= window.innerHeight)).toBe(true);
  await expect(region.locator('xpath=..')).toHaveAttribute('data-more-right', '');

  await page.getByLabel('Поиск').fill('12');
  await page.getByLabel('Статус кампании').selectOption({ label: 'Завершена' });
  const filtered = call(page, 'GET', REPORT);
  await page.getByRole('button', { name: 'Найти' }).click();
  expect(new URL((await filtered).url()).searchParams.toString()).toMatch(/^date_on=\d{4}-\d{2}-\d{2}&search=12&campaign_status=finished&page=1&perPage=50&field=campaign_id&order=desc$/);
  await expect(page).toHaveURL(/#q=12&st=finished$/);
  const ids = table(page).locator('tbody tr[data-row] td:first-child');
  await expect(ids).toHaveText(['128', '127', '126', '122']);
  await table(page).getByRole('button', { name: /^ID/ }).click(); // every row in the answer: sorted here
  await expect(ids).toHaveText(['122', '126', '127', '128']);
  await expect(page).toHaveURL(/#q=12&st=finished&o=asc$/);

  // The wide table scrolled right keeps its key columns (ID, Кампания) in view, over the scrolled cells (issue 26).
  const box = page.getByRole('region', { name: 'Пост-клик KPI' });
  await box.evaluate((el) => (el.scrollLeft = el.scrollWidth));
  await expect.poll(() => box.evaluate((el) => el.scrollLeft)).toBeGreaterThan(1000);
  // Four rows: the box (at most 550 px, S 9) shrinks to them, without a scrollbar down (issue 26).
  expect(await box.evaluate((el) => [el.clientHeight < 550, el.scrollHeight <= el.clientHeight])).toEqual([true, true]);
  const boxLeft = (await box.boundingBox())?.x ?? 0;
  for (const cell of [ids.first(), table(page).getByRole('columnheader', { name: /^ID/ }), table(page).getByRole('button', { name: `Развернуть статистику по дням: ${SBER}` })]) {
    await expect(cell).toBeInViewport();
    expect(Math.abs(((await cell.boundingBox())?.x ?? -1e4) - boxLeft)).toBeLessThan(400);
  }
  const idCell = await ids.first().boundingBox();
  expect(await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest('td')?.classList.contains('cell-frozen'), [(idCell?.x ?? 0) + 5, (idCell?.y ?? 0) + 5])).toBe(true);
  await box.evaluate((el) => (el.scrollLeft = 0));

  await page.getByRole('button', { name: `Развернуть статистику по дням: ${SBER}` }).click();
  await expect(page.getByRole('table', { name: `Клики по дням: ${SBER}` }).locator('tbody tr').first()).toBeVisible();

  await page.getByRole('button', { name: `Комментарии к кампании ${SBER}: 0` }).click();
  const panel = page.getByRole('dialog', { name: `Комментарии: ${SBER}` });
  const text = `Проверено в браузере ${Date.now()}`;
  const sent = call(page, 'POST', '/api/comments/post-click-kpi/126');
  await panel.getByLabel('Новый комментарий').fill(text);
  await panel.getByLabel('Новый комментарий').press('Enter');
  expect((await sent).postDataJSON()).toEqual({ content: text });
  // In the list (the text area holds the same text until the send is through).
  await expect(panel.getByRole('list', { name: 'Комментарии' }).getByText(text)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Комментарии к кампании ${SBER}: 1` })).toBeVisible();
});
