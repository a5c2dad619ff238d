// A 2 Creative banner parameters in Chromium through the stand-in, the main flow: flight 5's template params, a
// target link copied to the clipboard, a new title and an image file saved multipart with the toast, the file
// named as the current one. The copy failure, a flight without a template and the decoders are in jest tests.
import { expect, test } from '../support/test';

test('copies a target link and saves a flight’s banner params with a file', async ({ page }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/creatives/banner-params/?id=5');
  const title = page.getByRole('textbox', { name: 'Заголовок' });
  await expect(title).toHaveValue('Заголовок объявления'); // the template's default: nothing set yet

  await page.getByRole('button', { name: 'Копировать ссылку «Код баннера (JS)»' }).click();
  await expect(page.locator('.toast', { hasText: 'Скопировано в буфер обмена' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('https://ads.example.ru/banner/5.js');

  await title.fill('Осенние скидки');
  await page.getByLabel('Изображение: новый файл').setInputFiles({ name: 'autumn.png', mimeType: 'image/png', buffer: Buffer.from('png') });
  const saved = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/creatives/5/banner-params');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  // Chromium does not hand a body with a file to the test: the multipart type here, its fields after the reload.
  expect((await saved).headers()['content-type']).toMatch(/^multipart\/form-data/);
  await expect(page.locator('.toast', { hasText: 'Успешно сохранено' })).toBeVisible();
  await page.reload();
  await expect(title).toHaveValue('Осенние скидки');
  await expect(page.getByText('Текущий файл: autumn.png')).toBeVisible();
});
