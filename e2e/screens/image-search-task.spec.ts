// I 2.3 a search task's page in Chromium through the stand-in, the main flow: a tile marked for
// deletion, a limit over 800 refused by the alert (nothing sent), then the save: PUT with limit_qty,
// load_more, deleted_urls, 'Успешно сохранено!', the gallery replaced. Edge cases (pages, bulk marks,
// the JSON download, failed saves, bad data) are in the jest tests.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

const PAGE = '/inimage/search-tasks/7';

const call = (page: Page, method: string, path: string) => page.waitForRequest((r) => r.resourceType() !== 'document' && r.method() === method && new URL(r.url()).pathname === path);

test('marks a tile, refuses a limit over 800, saves the mark and shows the answered images', async ({ page }) => {
  const puts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT') puts.push(r.url());
  });
  await page.goto(PAGE);
  const gallery = page.getByRole('list', { name: 'Найденные изображения' });
  await expect(gallery.locator('li').first()).toBeVisible();
  const first = (await gallery.locator('.image-grid-check').first().getAttribute('aria-label'))?.replace('Выбрать ', '') ?? '';
  const bar = page.getByRole('form', { name: 'Сохранение задачи' });
  // The stand-in keeps its data while it runs: the count is read, not assumed.
  const total = Number(await bar.locator('dd').first().textContent());

  await gallery.getByRole('button', { name: `Удалить ${first}` }).click();
  await expect(gallery.getByRole('button', { name: `Вернуть ${first}` })).toHaveAttribute('aria-pressed', 'true');
  await expect(bar.getByText('Есть несохранённые изменения')).toBeVisible();

  await bar.getByRole('textbox', { name: 'Лимит' }).fill('900');
  await bar.getByRole('button', { name: 'Сохранить' }).click();
  const alert = page.getByRole('dialog').filter({ hasText: 'Некорректный лимит (ожидается в диапазоне от 0 до 800)!' });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'Закрыть' }).click();
  expect(puts).toEqual([]);

  await bar.getByRole('textbox', { name: 'Лимит' }).fill('800');
  const saved = call(page, 'PUT', PAGE);
  await bar.getByRole('button', { name: 'Сохранить' }).click();
  const body = (await saved).postDataJSON() as { limit_qty: number; load_more: boolean; deleted_urls: string[] };
  expect(body.limit_qty).toBe(800);
  expect(body.load_more).toBe(false);
  expect(body.deleted_urls).toHaveLength(1);
  await expect(page.getByRole('dialog').filter({ hasText: 'Успешно сохранено!' })).toBeVisible();
  await page.getByRole('button', { name: 'Закрыть' }).click();
  await expect(gallery.getByRole('button', { name: `Удалить ${first}` })).toHaveCount(0);
  await expect(bar.locator('dd').first()).toHaveText(String(total - 1));
  await expect(gallery.locator('li')).toHaveCount(Math.min(20, total - 1));
  await expect(bar.getByText('Есть несохранённые изменения')).toHaveCount(0);
});
