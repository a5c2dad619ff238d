// A 2 channel payouts in Chromium through the stand-in, the main flow on channel 2 (18 schemes): a payout
// cleared turns the row's other kinds on, another kind typed turns them off again, Ctrl+S in a cell saves
// the whole table (the row as typed, empty as null), the table is marked saved. Edge cases (RTB's three
// parts, −1, failed saves, paging) are in the jest tests of src/adconfig/shared/payouts and the screen.
import { expect, test } from '../support/test';

const PAGE = '/channels/payouts/?id=2';
const SAVE = '/api/core/channels/payouts/2';
const ROW = 'Оплата за клики — Брендирование №1';

test('one kind of payout per row, saved with Ctrl+S', async ({ page }) => {
  const cpc = String(100 + (Date.now() % 800)); // unique per run: the stand-in keeps its data while it runs
  await page.goto(PAGE);
  const cpm = page.getByLabel(`${ROW} — CPM`, { exact: true });
  const cpcCell = page.getByLabel(`${ROW} — CPC`, { exact: true });
  await expect(cpm).not.toHaveValue('');
  await expect(cpcCell).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Сохранить' })).toHaveCount(2); // 15 rows or more: the save row repeated

  await cpm.fill('');
  await expect(cpcCell).toBeEnabled();
  await cpcCell.fill(cpc);
  await expect(cpm).toBeDisabled();
  await expect(page.locator('.badge', { hasText: 'Не сохранено' }).first()).toBeVisible();

  const saved = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === SAVE);
  await cpcCell.press('Control+s');
  const body = (await saved).postDataJSON() as { payouts: Record<string, unknown>[] };
  expect(body.payouts).toHaveLength(18);
  // The row goes back as it came (its other fields kept, issue 41), one kind of payout set.
  expect(body.payouts[0]).toEqual({ payout_type_id: 1, channel_id: 2, name: 'Оплата за клики — Брендирование №1', cpm_payout: null, cpc_payout: Number(cpc), cpa_payout: null, rtb: null });
  await expect(page.locator('.toast', { hasText: 'Успешно сохранено' })).toBeVisible();
  await expect(page.locator('.badge', { hasText: /^Сохранено$/ }).first()).toBeVisible();
});
