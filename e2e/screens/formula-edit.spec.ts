// A 2 Other formula value edit in Chromium through the stand-in, the main flow: values for the variables,
// the substituted preview, Вычислить → the result; the description edited and saved (PUT). Rules, refused
// evaluations and load failures are in the screen's jest tests.
import { expect, test } from '../support/test';

test('checks a formula with its variables and saves it', async ({ page }) => {
  await page.goto('/services/formulas/edit/?id=6');
  await expect(page.getByRole('heading', { name: 'Формула №6: CPA с НДС' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Значение cpa' }).fill('100');
  await page.getByRole('textbox', { name: 'Значение actions' }).fill('3');
  await expect(page.getByText('100 * 3 * 1.2')).toBeVisible();
  const executed = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/services/formulas/execute');
  await page.getByRole('button', { name: 'Вычислить' }).click();
  expect((await executed).postDataJSON()).toEqual({ formula: '100 * 3 * 1.2' });
  await expect(page.getByText('Результат: 360')).toBeVisible();

  const description = `НДС 20 %, проверено ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Описание' }).fill(description);
  const saved = page.waitForRequest((r) => r.method() === 'PUT' && new URL(r.url()).pathname === '/services/formulas/6');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  // The formula goes back as it came (its id too), the edits on top (issue 41).
  expect((await saved).postDataJSON()).toEqual({ id: 6, name: 'CPA с НДС', val: '{cpa} * {actions} * 1.2', params: { description } });
  await expect(page.locator('.toast', { hasText: 'Формула сохранена' })).toBeVisible();
  await expect(page.getByText('Есть несохранённые изменения')).toHaveCount(0);
});
