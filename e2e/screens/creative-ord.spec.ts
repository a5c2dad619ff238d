// A 2 Creative ORD form in Chromium through the stand-in, the main flow: flight 5 opens locked with its ids;
// 'Разблокировать' asks, yes unlocks; a new ERID saved with the toast, and the form locked again. Shift+click, the
// refusal and the server's errors are in the screen's jest tests.
import { expect, test } from '../support/test';

test('unlocks a flight’s ORD ids, changes the ERID and saves', async ({ page }) => {
  await page.goto('/creatives/settings/ord/?id=5');
  const erid = page.getByRole('textbox', { name: 'Токен ERID' });
  await expect(erid).toHaveValue('Tz5Ord0Token');
  await expect(erid).toBeDisabled();
  await page.getByRole('button', { name: 'Разблокировать' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Да' }).click();
  await erid.fill('E2eToken42');

  const saved = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/creatives/settings/ord/5');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  expect((await saved).postDataJSON()).toEqual({ ord_erid: 'E2eToken42', ord_creative_id: 'CR-0005' });
  await expect(page.locator('.toast', { hasText: 'Успешно сохранено' })).toBeVisible();
  await expect(erid).toBeDisabled();
});
