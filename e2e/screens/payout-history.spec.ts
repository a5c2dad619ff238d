// A 2 payout history in Chromium through the stand-in, the main flow of A 4's list editor on creative 2,
// channel 1: a row added on top with its start and CPM, the oldest row removed, saved as the page's
// form-encoded insert / delete lists, the answered list shown (the new row with its id). Validation,
// updates and failed saves are in the screen's jest tests.
import { expect, test } from '../support/test';

const PAGE = '/creatives/settings-payouts-history/change/?id=2&channel_id=1';
const SAVE = '/creatives/settings-payouts-history/change/';

test('adds a period and removes the oldest, saved as insert and delete lists', async ({ page }) => {
  const cpm = String(100 + (Date.now() % 800)); // unique per run: the stand-in keeps its data while it runs
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { name: /^Флайт №2 · канал / })).toBeVisible();
  const removeOldest = page.getByRole('button', { name: /^Удалить: #/ }).last();
  const oldest = ((await removeOldest.getAttribute('aria-label')) ?? '').replace('Удалить: ', '');

  await page.getByRole('button', { name: 'Добавить запись' }).click();
  await page.getByLabel('Новая запись 1 — Начало', { exact: true }).fill('01.12.2026');
  await page.getByLabel('Новая запись 1 — CPM', { exact: true }).fill(cpm);
  await removeOldest.click();
  // A 5: the delete asks first.
  await page.getByRole('dialog', { name: 'Удаление записи' }).getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByLabel(`${oldest} — CPM`, { exact: true })).toBeDisabled();

  const saved = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === SAVE);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  const body = new URLSearchParams((await saved).postData() ?? '');
  expect(body.get('insert[0][start_at]')).toBe('2026-12-01');
  expect(body.get('insert[0][cpm_payout]')).toBe(cpm);
  expect(body.getAll('delete[]')).toEqual([oldest.slice(1)]);
  await expect(page.locator('.toast', { hasText: 'Успешно сохранено' })).toBeVisible();
  await expect(page.getByLabel(`${oldest} — CPM`, { exact: true })).toHaveCount(0);
  await expect(page.locator('tbody th').first()).not.toHaveText('Новая запись 1');
  await expect(page.locator('input[aria-label$=" — CPM"]').first()).toHaveValue(cpm);
});
