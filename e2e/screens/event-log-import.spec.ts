// A 2 Other event-log import in Chromium through the stand-in, the main flow: the template link, a file
// chosen, description and hour typed, imported → the result with the refused line. Validation, failures and
// the answer's decoding are in the screen's jest tests.
import { expect, test } from '../support/test';

test('imports an events file and shows the result', async ({ page }) => {
  await page.goto('/eventslog/import');
  await expect(page.getByRole('link', { name: 'Скачать шаблон' })).toHaveAttribute('href', '/eventslog/download-example-import');
  await expect(page.getByRole('textbox', { name: /^Час по умолчанию/ })).toHaveValue('11');

  await page.getByLabel(/^Файл/).setInputFiles({ name: 'events.csv', mimeType: 'text/csv', buffer: Buffer.from('creative_id;event_id;date;hour\n101;5;01.11.2026;9\n101;5;01.11.2026;31\n') });
  await page.getByRole('textbox', { name: 'Описание' }).fill('Ноябрь');
  await page.getByRole('textbox', { name: /^Час по умолчанию/ }).fill('9');
  const sent = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/eventslog/import');
  await page.getByRole('button', { name: 'Импортировать' }).click();
  const request = await sent;
  expect(request.headers()['content-type']).toMatch(/^multipart\/form-data/);

  await expect(page.getByRole('status')).toHaveText('Импорт завершён: загружено событий 1');
  await expect(page.getByRole('table', { name: 'Ошибки в строках' })).toContainText('Час — целое число от 0 до 23');
  await expect(page.getByRole('textbox', { name: /^Час по умолчанию/ })).toHaveValue('11');
});
