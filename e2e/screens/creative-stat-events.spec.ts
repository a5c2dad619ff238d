// S 2 creative stat events in Chromium through the stand-in, the main flow in one page load: a fast filter applied,
// the filters shown saved as a new pill (PUT {page} with its header), the report exported to Excel in the columns
// ticked in the export dialog (read back). The whole report (per_page=all) is jsdom's too.
// Copy, rename, delete, default and the name rule are jsdom's (CreativeStatEventsScreen.test.tsx, CreativeStatEventsStore.test.ts).
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

const PAGE = '/statistics/creative-events';

const table = (page: Page) => page.getByRole('table', { name: 'События по креативам' });

test('applies a fast filter, saves the filters as a pill and exports the columns chosen', async ({ page }) => {
  await page.goto(PAGE);
  await expect(table(page).locator('tbody tr[data-row]')).toHaveCount(50);
  await page.getByRole('button', { name: 'Клики', exact: true }).click();
  await expect(page).toHaveURL(/#ev=click$/);
  await expect(page.getByRole('button', { name: 'Клики', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(table(page).locator('tbody tr[data-row] td:nth-child(4)').first()).toHaveText('Клик');

  await page.getByRole('searchbox', { name: 'Креатив' }).fill('106');
  await page.getByRole('button', { name: 'Найти' }).click();
  await expect(page).toHaveURL(/#cr=106&ev=click$/);
  await page.getByRole('button', { name: 'Сохранить фильтр' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новый быстрый фильтр' });
  await dialog.getByLabel('Название').fill('Клики креатива 106');
  const put = page.waitForRequest((r) => r.method() === 'PUT' && new URL(r.url()).pathname === PAGE);
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  const request = await put;
  expect(request.headers()['x-report-settings-method']).toBe('change');
  expect(request.postDataJSON().report_settings.fastFilters.at(-1)).toEqual({ id: 4, name: 'Клики креатива 106', qs: 'cr=106&ev=click', sort: 3, active: true });
  await expect(page.getByRole('button', { name: 'Клики креатива 106', exact: true })).toHaveAttribute('aria-pressed', 'true');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Экспорт в Excel' }).click();
  const columns = page.getByRole('dialog', { name: 'Экспорт в Excel: колонки' });
  await columns.getByRole('checkbox', { name: 'ID креатива' }).uncheck();
  await columns.getByRole('button', { name: 'Выгрузить' }).click();
  const file = await (await download).path();
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const bytes = await readFile(file);
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  expect(sheet.getRow(1).values).toEqual([undefined, 'Дата', 'Креатив', 'Событие', 'Количество']);
  expect(sheet.rowCount - 1).toBe(await table(page).locator('tbody tr[data-row]').count());
});
