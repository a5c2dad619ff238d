// A 2 Other geo objects population in Chromium through the stand-in, the main flow: Россия's tree, an object
// selected by the keyboard, its population saved, the Excel file downloaded. Links, refused saves, the
// country change and the untrusted answers are in the screen's jest tests.
import { expect, test } from '../support/test';

test('selects a geo object, saves its population and exports to Excel', async ({ page }) => {
  await page.goto('/preferences/geo/population');
  const tree = page.getByRole('tree', { name: 'Гео-объекты' });
  await tree.getByRole('treeitem', { name: 'Россия' }).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await expect(page.getByRole('heading', { name: 'Ленинградская область' })).toBeVisible();
  await expect(page).toHaveURL(/#o=111$/);
  const total = page.getByRole('textbox', { name: 'Население, человек' });
  // The one number input (issue 44): ru-RU digit groups once the field is left.
  await expect(total).toHaveValue('2\u00a0035\u00a0762');
  await total.fill('2 100 000');
  const saved = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/hb/geo/population/111');
  await total.press('Enter');
  // The object's record goes back as it came (its id too), the total on top (issue 41).
  expect((await saved).postDataJSON()).toEqual({ object_id: 111, total: 2100000 });
  await expect(page.locator('.toast', { hasText: 'Население сохранено' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Выгрузить в Excel' }).click();
  expect((await download).suggestedFilename()).toBe('Население гео-объектов — Россия.xlsx');
});
