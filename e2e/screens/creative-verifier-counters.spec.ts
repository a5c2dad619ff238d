// A 2 Creative verifier counters in Chromium through the stand-in (the template passes the edit flag), the main
// flow: flight 2's one counter, another added and saved with the toast, still there after a reload. The read-only
// page, a picked counter saved, and a refused id are in the screen's jest tests.
import { expect, test } from '../support/test';

test('adds a verifier counter to a flight and saves', async ({ page }) => {
  await page.goto('/creatives/verifier-counters/?id=2');
  const table = page.getByRole('table', { name: 'Счётчики верификаторов флайта' });
  await expect(table.getByRole('cell', { name: 'Mediascope: охват', exact: true })).toBeVisible();
  await page.getByRole('combobox', { name: 'Счётчик для добавления' }).selectOption({ label: 'Adriver: клики' });
  await page.getByRole('button', { name: 'Добавить' }).click();

  const saved = page.waitForRequest((r) => r.method() === 'PUT' && new URL(r.url()).pathname === '/creatives/2/verifier-counters');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  expect((await saved).postDataJSON()).toEqual({ counter_id: [3, 2] });
  await expect(page.locator('.toast', { hasText: 'Успешно сохранено' })).toBeVisible();
  await page.reload();
  await expect(table.getByRole('cell', { name: 'Adriver: клики', exact: true })).toBeVisible();
});
