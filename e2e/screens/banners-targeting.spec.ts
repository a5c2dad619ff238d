// A 2 banners targeting in Chromium through the stand-in: the campaign's banners (banner_id descending),
// a filter applied from the sidebar and kept in the hash, a banner added (POST {banners}) and excluded
// again (DELETE {banners}). Edge cases (page size from the answer, failures, busy rows) are in jest.
import { expect, test } from '../support/test';

test('filters the campaign\'s banners, adds one to the targeting and excludes it again', async ({ page }) => {
  await page.goto('/campaigns/banners-targeting/?id=2');
  const table = page.getByRole('table', { name: 'Баннеры кампании' });
  await expect(table.locator('tbody tr').first().locator('td').first()).toHaveText('120');

  await page.getByRole('searchbox', { name: 'Название' }).fill('баннер №11');
  await page.getByRole('combobox', { name: 'Таргетинг' }).selectOption({ label: 'Не добавленные' });
  await page.getByRole('button', { name: 'Найти' }).click();
  await expect(page).toHaveURL(/#q=.*&l=no$/);
  const row = table.locator('tbody tr', { has: page.getByRole('cell', { name: 'Кешбэк 10% — баннер №116', exact: true }) });
  await expect(row).toContainText('Не добавлен');

  const added = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/campaigns/2/banners');
  await row.getByRole('button', { name: 'Добавить баннер «Кешбэк 10% — баннер №116»' }).click();
  expect((await added).postDataJSON()).toEqual({ banners: [116] });
  await expect(page.locator('.toast', { hasText: 'Баннеры добавлены в таргетинг' })).toBeVisible();
  await expect(row).toHaveCount(0); // 'Не добавленные' no longer lists it

  await page.getByRole('combobox', { name: 'Таргетинг' }).selectOption({ label: 'Добавленные' });
  await page.getByRole('button', { name: 'Найти' }).click();
  const limited = table.locator('tbody tr', { has: page.getByRole('cell', { name: 'Кешбэк 10% — баннер №116', exact: true }) });
  await expect(limited).toContainText('Добавлен');
  const excluded = page.waitForRequest((r) => r.method() === 'DELETE' && new URL(r.url()).pathname === '/api/campaigns/2/banners');
  await limited.getByRole('button', { name: 'Исключить баннер «Кешбэк 10% — баннер №116»' }).click();
  expect((await excluded).postDataJSON()).toEqual({ banners: [116] });
  await expect(limited).toHaveCount(0);
});
