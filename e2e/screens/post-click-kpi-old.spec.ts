// S 2 post-click KPI report, old version, in Chromium: labelled outdated, the report's rows, one
// campaign's daily clicks opened, then the link to the new report. The report itself is the shared
// one (post-click-kpi's flow covers sorting and column settings); edge cases are in jsdom.
import { expect, test } from '../support/test';

const SBER = 'Сбер: осенняя распродажа №126';

test('post-click-kpi-old: the outdated report opens a campaign and links to the new one', async ({ page }) => {
  await page.goto('/statistics/post-click-kpi/old/#q=12');
  await expect(page.getByText('Устаревшая версия', { exact: true })).toBeVisible();
  const table = page.getByRole('table', { name: 'Пост-клик KPI (устаревшая версия)' });
  await expect(table.getByText(SBER)).toBeVisible();
  await table.getByRole('button', { name: `Развернуть статистику по дням: ${SBER}` }).click();
  await expect(page.getByLabel(`Клики по дням: ${SBER}`)).toBeVisible();
  await page.getByRole('link', { name: 'Перейти к новой версии отчёта' }).click();
  await expect(page).toHaveURL(/\/statistics\/post-click-kpi$/);
  await expect(page.getByRole('table', { name: 'Пост-клик KPI' })).toBeVisible();
});
