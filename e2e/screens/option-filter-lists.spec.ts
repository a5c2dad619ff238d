// Filter lists in Chromium through the stand-in: a new object has none; switched on, lists found by name
// are ticked in both kinds, saved as ids, white, black and names; after a reload they are back.
import { expect, test } from '../support/test';

test('finds lists by name, ticks a white and a black one, saves them and finds them after a reload', async ({ page }) => {
  // A fresh object per run: the stand-in keeps what was saved while it runs.
  const id = 1000 + (Date.now() % 1_000_000);
  await page.goto(`/options/filter-lists/?id=${id}`);
  await expect(page.getByText('Списки не заданы...')).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Поиск списков по названию' })).toHaveValue('домен');
  await page.getByRole('switch', { name: 'Статус таргета: Выключен' }).click();
  await page.getByRole('checkbox', { name: 'Домены новостных партнёров' }).check();
  await page.getByRole('searchbox', { name: 'Поиск списков по названию' }).fill('бот');
  await page.getByRole('checkbox', { name: 'Ботнеты' }).check();
  await expect(page.getByText('Списки не заданы...')).toBeHidden();

  const saved = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/options/filter-lists/');
  await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
  expect((await saved).postDataJSON()).toEqual({
    status: 1,
    value: { ids: [16, 13], white: [16], black: [13], name_white: ['Домены новостных партнёров'], name_black: ['Ботнеты'] },
  });
  await expect(page.locator('.toast', { hasText: 'Успешно сохранено' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('link', { name: 'Открыть список «Ботнеты»' })).toHaveAttribute('href', '/preferences/accesslists/edit/?id=13');
  await expect(page.getByRole('checkbox', { name: 'Домены новостных партнёров' })).toBeChecked();
});
