// S 2 reserves / presales in Chromium through the stand-in, the main flow: a month chosen, the presale tab
// (#presale), a coefficient typed with the presale plan recomputed as it is typed, Ctrl+S saves the change only.
// The month race, the read-only coefficient and the wrong cells are in the screen's jest tests.
import { expect, test } from '../support/test';

test('changes a presale coefficient of a month and saves it', async ({ page }) => {
  await page.goto('/statistics/reserves');
  await expect(page.getByRole('cell', { name: 'Ульяна Соколова' })).toBeVisible();
  const month = page.getByRole('textbox', { name: 'Месяц' });
  await month.fill('03.2026');
  await month.press('Enter');
  await expect(page.getByRole('table', { name: 'Брони за март 2026' })).toBeVisible();
  await page.getByRole('tab', { name: 'Пресейлы' }).click();
  await expect(page).toHaveURL(/#presale\?m=2026-03$/);

  const cell = page.getByLabel('Лев Морозов — Коэффициент');
  const row = page.getByRole('row').filter({ has: cell });
  const plan = Number(((await row.getByRole('cell').first().textContent()) ?? '').replace(/\s/g, '').replace(',', '.'));
  await cell.fill('3');
  const shown = Number(((await row.getByRole('cell').nth(2).textContent()) ?? '').replace(/\s/g, '').replace(',', '.'));
  expect(shown).toBeCloseTo(plan * 3, 2);
  await expect(page.getByText('Не сохранено')).toBeVisible();

  const saved = page.waitForRequest((r) => r.method() === 'PUT' && new URL(r.url()).pathname === '/statistics/reserves/coefficients');
  await cell.press('Control+s');
  expect((await saved).postDataJSON()).toEqual({ month: '2026-03', coefficients: [{ id: 102, coefficient: 3 }] });
  await expect(page.getByText('Не сохранено')).toBeHidden();
});

test('the month picker opens over the table and a month is chosen with a click (issue 44)', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/statistics/reserves#m=2026-03');
  await expect(page.getByRole('table', { name: 'Брони за март 2026' })).toBeVisible();
  // The picker comes in its own chunk (react-datepicker on demand): the field is the picker's once it is in.
  await page.locator('.react-datepicker__input-container').waitFor();
  await page.getByRole('textbox', { name: 'Месяц' }).click();
  // The last row of months lies over the table's header: a click there reaches the calendar, not the table.
  await page.getByText('окт.', { exact: true }).click();
  await expect(page.getByRole('table', { name: 'Брони за октябрь 2026' })).toBeVisible();
  await expect(page).toHaveURL(/#m=2026-10$/);
});
