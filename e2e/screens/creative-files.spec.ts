// A 2 creative files in Chromium through the stand-in: two files chosen and uploaded (multipart files[], one a
// call), listed with their size; one selected and deleted after the question (DELETE {names}); all downloaded as
// a zip. Edge cases (a refused file, failed deletes, a bad ?id=, malformed answers, drop) are in jest.
import { expect, test } from '../support/test';

test('uploads two chosen files, deletes one after the question and downloads the zip', async ({ page }) => {
  await page.goto('/creatives/files/?id=2');
  const table = page.getByRole('table', { name: 'Файлы флайта' });
  await expect(table.locator('tbody tr')).toHaveCount(4);

  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/creatives/2/files') posts.push(r.headers()['content-type'] ?? '');
  });
  await page.getByLabel('Выберите файлы', { exact: true }).and(page.locator('input')).setInputFiles([
    { name: 'осень.png', mimeType: 'image/png', buffer: Buffer.alloc(3 * 1024, 1) },
    { name: 'vast2.xml', mimeType: 'text/xml', buffer: Buffer.from('<VAST/>') },
  ]);
  await expect(page.locator('.toast', { hasText: 'Загружено файлов: 2' })).toBeVisible();
  await expect(table.locator('tbody tr')).toHaveCount(6);
  expect(posts).toHaveLength(2);
  expect(posts.every((type) => type.startsWith('multipart/form-data'))).toBe(true);
  await expect(table.locator('tbody tr', { hasText: 'осень.png' })).toContainText('3');

  await page.getByRole('checkbox', { name: 'Выбрать файл vast2.xml' }).check();
  const deleted = page.waitForRequest((r) => r.method() === 'DELETE' && new URL(r.url()).pathname === '/creatives/2/files');
  await page.getByRole('button', { name: 'Удалить выбранные (1)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Вы уверены?' });
  await expect(dialog).toContainText('Удалить выбранные файлы (1)?');
  await dialog.getByRole('button', { name: 'Удалить' }).click();
  expect((await deleted).postDataJSON()).toEqual({ names: ['vast2.xml'] });
  await expect(table.locator('tbody tr')).toHaveCount(5);
  await expect(table.getByText('vast2.xml')).toHaveCount(0);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Скачать все (zip)' }).click();
  expect((await download).suggestedFilename()).toBe('creative-2-files.zip');
});
