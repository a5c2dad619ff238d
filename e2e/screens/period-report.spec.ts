// S 2 generic report in Chromium through the stand-in, the main flow in one page load: the columns repeated per
// period, a filter of the answer's sidebar → both calls and the hash, a sort by a repeated column. The edge cases
// (totals on top, the second paginator, nothing found) are jsdom's (PeriodReportScreen.test.tsx).
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

const PAGE = '/statistics/reports/sales';

const table = (page: Page) => page.getByRole('table', { name: 'Отчёт' });
const report = (page: Page, totals: boolean) =>
  page.waitForRequest((r) => r.method() === 'GET' && new URL(r.url()).pathname === PAGE && new URL(r.url()).searchParams.has('get_totals') === totals);

test('shows the periods, filters from the sidebar and sorts by a repeated column', async ({ page }) => {
  await page.goto(PAGE);
  await expect(table(page).getByRole('columnheader', { name: 'Октябрь 2026' })).toBeVisible();
  await expect(table(page).locator('tbody tr[data-row]')).toHaveCount(15);
  await expect(table(page).getByText('Итого')).toHaveCount(2);

  await page.getByLabel('Продукт').selectOption({ label: 'Видео' });
  const rows = report(page, false);
  const totals = report(page, true);
  await page.getByRole('button', { name: 'Найти' }).click();
  expect(new URL((await rows).url()).search).toBe('?filters%5Bproduct%5D=video&page=1&per_page=15&field=requested&order=desc');
  expect(new URL((await totals).url()).search).toBe('?filters%5Bproduct%5D=video&get_totals=1');
  await expect(page).toHaveURL(/#fl=product%3Dvideo$/);
  await expect(table(page).locator('tbody tr[data-row]')).toHaveCount(14);

  // Every row is in the answer: the sort happens here, by the sum over the periods.
  await table(page).getByRole('button', { name: /^Клики/ }).first().click();
  await expect(page).toHaveURL(/#fl=product%3Dvideo&f=clicks&o=asc$/);
  const clicks = await table(page).locator('tbody tr[data-row]').evaluateAll((trs) =>
    trs.map((tr) => [2, 5, 8].reduce((n, i) => n + Number(((tr as HTMLTableRowElement).cells[1 + i]?.textContent ?? '0').replace(/\s/g, '')), 0)),
  );
  expect(clicks).toEqual([...clicks].sort((a, b) => a - b));
});
