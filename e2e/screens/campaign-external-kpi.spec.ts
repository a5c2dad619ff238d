// S 2 campaign external KPI in Chromium through the stand-in, the main flow on the month grid of
// campaign 1: cells typed in place (arrows and Enter move), the tab marked unsaved, Ctrl+S in a cell
// saves, the save-diff body holds the changed cells only, the tab is marked saved. Edge cases (wrong
// values, failed saves, the sessions warning, breakdowns, import) are in the screen's jest tests.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

const PAGE = '/campaigns/external-kpi/?id=1';
const SAVE = '/api/core/campaigns/external-kpi/save-diff/1';
// Cells by their label in CSS: role queries over 300 inputs cost Playwright a second each on a busy machine.
const cell = (page: Page, label: string) => page.locator(`input[aria-label="${label}"]`);

test('edits cells in place and saves only the changed ones with Ctrl+S', async ({ page }) => {
  // Unique per run (the stand-in keeps its data while it runs) and far from the seed's values.
  const clicks = String(20000 + (Date.now() % 10000));
  await page.goto(PAGE);
  const campaignTab = page.locator('[role="tab"]', { hasText: /^Вся кампания/ });
  await expect(campaignTab).toContainText('Сохранено');

  const first = cell(page, '10.10.2026 — Клики/дни');
  await first.click();
  await page.keyboard.press('Control+a');
  await page.keyboard.type(clicks);
  await page.keyboard.press('Enter'); // down to 11.10
  await expect(cell(page, '11.10.2026 — Клики/дни')).toBeFocused();
  await page.keyboard.press('ArrowRight'); // the whole value is selected: Right leaves the cell
  const second = cell(page, '11.10.2026 — Посетители/дни');
  await expect(second).toBeFocused();
  await page.keyboard.type('7777'); // typed over the selection
  await expect(campaignTab).toContainText('Не сохранено');
  await expect(first.locator('xpath=..')).toHaveClass(/grid-cell-changed/);

  const saved = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === SAVE);
  await page.keyboard.press('Control+s');
  expect((await saved).postDataJSON()).toEqual({
    diff: [
      { kpi_id: 5, is_total: 0, day: '2026-10-10', val: Number(clicks) },
      { kpi_id: 6, is_total: 0, day: '2026-10-11', val: 7777 },
    ],
    comment: null,
  });
  await expect(page.locator('.toast', { hasText: 'Успешно сохранено' })).toBeVisible();
  await expect(campaignTab).toContainText('Сохранено');
  await expect(campaignTab).not.toContainText('Не сохранено');
  // Shown as ru-RU once left (NumberInput, issue 44): grouped with a no-break space.
  await expect(first).toHaveValue(`${clicks.slice(0, 2)}\u00a0${clicks.slice(2)}`);
  await expect(first.locator('xpath=..')).not.toHaveClass(/grid-cell-changed/);
});
