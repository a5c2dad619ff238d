// I 2.8 redirection channels in Chromium through the stand-in, the main flow in one page load: search a
// channel, choose it, its corrections saved (created: POST with the corrections as a JSON string), the
// row in the table, then deleted after the confirmation. The checks and edge cases are in jsdom.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

const REST = '/api/rest/redirection-channels';
// Not channel 104: the page gate creates that one, perhaps at the same time.
const NAME = 'Погода сегодня — канал №24';

const table = (page: Page) => page.getByRole('table', { name: 'Каналы перенаправления' });
const call = (page: Page, method: string, path: RegExp) => page.waitForRequest((r) => r.method() === method && path.test(new URL(r.url()).pathname));

test('redirection-channels: finds a channel, saves its corrections, deletes it', async ({ page }) => {
  await page.goto('/preferences/redirection-channels');
  await expect(table(page).getByRole('cell', { name: 'Новости Урала — канал №60', exact: true })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Поиск' }).fill('Погода');
  await page.getByRole('button', { name: 'Найти' }).click();
  await page.getByRole('button', { name: `Выбрать канал «${NAME}»` }).click();
  const form = page.locator('form', { has: page.getByRole('heading', { name: `Новый канал перенаправления: ${NAME}` }) });
  await form.getByRole('combobox', { name: 'Событие, строка 1' }).selectOption({ label: 'Клики' });
  await form.getByRole('textbox', { name: 'Срез, %, строка 1' }).fill('15');
  await form.getByRole('textbox', { name: 'Перенаправление, %, строка 1' }).fill('60');
  const created = call(page, 'POST', new RegExp(`^${REST}$`));
  await form.getByRole('button', { name: 'Сохранить' }).click();
  const post = await created;
  expect(new URLSearchParams(post.postData() ?? '').get('corrections')).toBe(JSON.stringify([{ channel_id: 124, type: 'clicked', event_id: null, slice_percent: 15, redirection_percent: 60 }]));
  const row = table(page).locator('tbody tr', { has: page.getByRole('cell', { name: NAME, exact: true }) });
  await expect(row).toBeVisible();
  await expect(page.getByRole('heading', { name: `Канал перенаправления: ${NAME}` })).toBeVisible();

  await row.getByRole('button', { name: `Удалить канал перенаправления «${NAME}»` }).click();
  const deleted = call(page, 'DELETE', new RegExp(`^${REST}/124$`));
  await page.getByRole('dialog', { name: `Удаление канала перенаправления «${NAME}»` }).getByRole('button', { name: 'Удалить' }).click();
  await deleted;
  await expect(row).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Выбрать канал «${NAME}»` })).toBeVisible();
});
