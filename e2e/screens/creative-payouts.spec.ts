// A 2 creative payouts in Chromium through the stand-in, the main flow on creative 2 (16 channels): an RTB
// price set on a channel without a payout (mode, max price and target), the single payouts turned off,
// the whole table saved with the lower save row. Edge cases are in the jest tests (src/adconfig/shared/payouts).
import { expect, test } from '../support/test';

const PAGE = '/creatives/payouts/?id=2';
const SAVE = '/creatives/payouts/2';
const ROW = 'kino-online.net — канал №103';

test('an RTB price with its three parts, saved from the save row under the table', async ({ page }) => {
  const price = String(10 + (Date.now() % 90)); // unique per run: the stand-in keeps its data while it runs
  await page.goto(PAGE);
  const cell = (column: string) => page.getByLabel(`${ROW} — ${column}`, { exact: true });
  await expect(cell('CPE')).toHaveValue('—');
  await cell('RTB: режим').selectOption('auction');
  await expect(cell('CPM')).toBeDisabled();
  await cell('RTB: макс. цена').fill(price);
  await cell('RTB: цель').fill('1,25');

  const saved = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === SAVE);
  await page.getByRole('button', { name: 'Сохранить' }).last().click();
  const body = (await saved).postDataJSON() as { payouts: Record<string, unknown>[] };
  // The row goes back as it came (its channel's name kept, issue 41), the RTB price in its three parts.
  expect(body.payouts[3]).toEqual({ creative_id: 2, channel_id: 103, channel_name: 'kino-online.net — канал №103', cpm_payout: null, cpc_payout: null, cpa_payout: -1, rtb: { mode: 'auction', max_price: Number(price), target: 1.25 } });
  await expect(page.locator('.toast', { hasText: 'Успешно сохранено' })).toBeVisible();
  await expect(cell('RTB: макс. цена')).toHaveValue(price);
});
