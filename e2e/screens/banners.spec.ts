// A 2 banner list in Chromium through the stand-in: the first page (banner_id descending), a sort by a
// header and the next page kept in the hash, Back undoing the page, then a banner's parameters modal.
// Edge cases (decoding of limited_params, markup as text) are in the screen's jest tests.
import { expect, test } from '../support/test';

test('sorts, pages (kept in the hash, Back undoes it) and opens a banner\'s parameters', async ({ page }) => {
  await page.goto('/banners/');
  const table = page.getByRole('table', { name: 'Баннеры' });
  await expect(table.locator('tbody tr').first().locator('td').first()).toHaveText('120');

  await table.getByRole('button', { name: /^ID/ }).click();
  await expect(page).toHaveURL(/#o=asc$/);
  await expect(table.locator('tbody tr').first().locator('td').first()).toHaveText('1');
  const lastOfFirst = Number(await table.locator('tbody tr').last().locator('td').first().textContent());
  await page.getByRole('button', { name: 'Страница 2', exact: true }).first().click();
  await expect(page).toHaveURL(/#p=2&o=asc$/);
  // Both kinds are listed (the second kind's banners beside the first kind's, more of them once other flows made some):
  // page 2 goes on in ascending ids from where page 1 ended.
  await expect(async () => {
    const first = Number(await table.locator('tbody tr').first().locator('td').first().textContent());
    expect(first).toBeGreaterThanOrEqual(lastOfFirst);
    expect(first).toBeGreaterThan(1);
  }).toPass();
  await page.goBack();
  await expect(table.locator('tbody tr').first().locator('td').first()).toHaveText('1');

  await table.getByRole('button', { name: 'Параметры баннера «Открытие магазина — баннер №8»' }).click();
  const modal = page.getByRole('dialog', { name: 'Параметры баннера «Открытие магазина — баннер №8»' });
  await expect(modal.getByText('<b>только</b> мобильные & «планшеты»')).toBeVisible();
  await expect(modal.getByText('Реклама. ООО «Ромашка», erid: 2Vtzq0008')).toBeVisible();
  await expect(modal.getByRole('link', { name: 'Изменить баннер' })).toHaveAttribute('href', '/banners/edit/8');
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
});
