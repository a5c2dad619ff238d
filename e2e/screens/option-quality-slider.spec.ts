// The quality slider in Chromium through the stand-in: a new object's option is off and its slider locked;
// switched on, one handle dragged by the pointer and the other moved by keys, saved as {min, max}; after a
// reload the range is back.
import { expect, test } from '../support/test';

test('switches the target on, moves the handles by pointer and keys, saves the range and finds it after a reload', async ({ page }) => {
  // A fresh object per run: the stand-in keeps what was saved while it runs.
  const id = 1000 + (Date.now() % 1_000_000);
  await page.goto(`/options/quality-slider/?id=${id}`);
  const low = page.getByRole('slider', { name: 'Качество трафика: от' });
  const high = page.getByRole('slider', { name: 'Качество трафика: до' });
  await expect(low).toHaveAttribute('aria-disabled', 'true');

  await page.getByRole('switch', { name: 'Статус таргета: Выключен' }).click();
  const track = await page.locator('.range-slider').boundingBox();
  if (!track) throw new Error('no slider track');
  await page.mouse.click(track.x + track.width * 0.25, track.y + track.height / 2);
  await expect(low).toHaveAttribute('aria-valuenow', /^2[3-7]$/);
  await low.press('Home');
  await low.press('PageUp');
  await high.focus();
  await high.press('PageDown');
  await expect(high).toHaveAttribute('aria-valuenow', '90');

  const saved = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/options/quality-slider/');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  expect((await saved).postDataJSON()).toEqual({ status: 1, value: { min: 10, max: 90 } });
  await expect(page.locator('.toast', { hasText: 'Успешно сохранено' })).toBeVisible();

  await page.reload();
  await expect(low).toHaveAttribute('aria-valuenow', '10');
  await expect(high).toHaveAttribute('aria-valuenow', '90');
});
