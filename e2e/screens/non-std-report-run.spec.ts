// A 2 non-standard report run page in Chromium through the stand-in, in one flow: the filters at their
// defaults, a search to the table, its Excel export (exceljs on demand), a reset. Search without values,
// an empty result, an unknown answer, a file link and a failed load are jsdom's (NonStdReportRunScreen.test.tsx).
import { expect, test } from '../support/test';

const BASE = '/stat/non-std-reports';

test('non-std-report-run: filters, search to a table, Excel export of the result, reset', async ({ page }) => {
  await page.goto(`${BASE}/1`);
  await expect(page.getByRole('heading', { name: 'Нестандартный отчёт №1: Выручка по площадкам за месяц' })).toBeVisible();
  await expect(page.getByText('Установите фильтры и нажмите Поиск')).toBeVisible();
  await expect(page.getByLabel('Дата с')).toHaveValue('01.11.2026'); // the filters labelled by their titles

  await page.getByLabel('Площадка (ID)').fill('5000');
  const executed = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(`${BASE}/1/execute`));
  await page.getByRole('button', { name: 'Поиск' }).click();
  expect((await executed).postDataJSON()).toEqual({ filters: { date_from: '2026-11-01', site_id: '5000' } });
  const table = page.getByRole('table', { name: 'Результат' });
  await expect(table.getByText('site0.example.ru')).toBeVisible();
  await expect(table.locator('tbody tr')).toHaveCount(12);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Экспорт в Excel' }).click();
  expect((await download).suggestedFilename()).toBe('report-1.xlsx');

  await page.getByRole('button', { name: 'Сбросить' }).click();
  await expect(page.getByLabel('Площадка (ID)')).toHaveValue('');
  await expect(table).toHaveCount(0);
  await expect(page.getByText('Установите фильтры и нажмите Поиск')).toBeVisible();
});
